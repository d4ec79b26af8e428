/// The system's program that opens a file in the application meant for it: `xdg-open`
/// on Linux and the BSDs, `open` on macOS. Used for a card's picture where the terminal
/// cannot draw one.
public struct ImageViewer: Equatable, Sendable {
    public var path: String

    public init(path: String) { self.path = path }

    public static let names = ["xdg-open", "open"]

    public static let installHint = "No program to open pictures found: install xdg-utils (xdg-open)."

    public static func find(searchPath: String, isExecutable: (String) -> Bool) -> ImageViewer? {
        ProgramSearch.first(of: names, in: searchPath, isExecutable: isExecutable).map { ImageViewer(path: $0.path) }
    }

    public func command(for file: String) -> [String] { [path, file] }
}
