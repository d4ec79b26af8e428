/// Finding a program by name in a `PATH` value, as a shell does, with the file test
/// passed in so tests can say what is installed.
public enum ProgramSearch {
    /// The full path of the first of `names` found in `searchPath` (folders split by `:`;
    /// relative ones, the current folder included, are skipped: a program is never run
    /// from wherever the user happens to be). Names are tried in order, each in every folder.
    public static func first(of names: [String], in searchPath: String, isExecutable: (String) -> Bool) -> (name: String, path: String)? {
        let folders = searchPath.split(separator: ":", omittingEmptySubsequences: true).map(String.init).filter { $0.hasPrefix("/") }
        for name in names {
            for folder in folders {
                let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
                if isExecutable(path) { return (name, path) }
            }
        }
        return nil
    }
}
