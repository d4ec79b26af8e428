/// Why a package cannot be read, worded for the person importing it; the importer puts
/// the file's name in front (`deck.apkg: …`).
struct PackageProblem: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
