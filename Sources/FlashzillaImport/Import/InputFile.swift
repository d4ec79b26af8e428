import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a file to import: a regular file, or a pipe read to its end — what a
/// shell's `<(cat x.csv)` (a `/dev/fd/N`) or `/dev/stdin` gives, which has no size to
/// read it by (Foundation's `contents(atPath:)` returns nothing for it, and the user was
/// told "no such file").
enum InputFile {
    /// A pipe has no size to check first: at most this is read from one.
    static let pipeLimit = 256 << 20

    static func contents(at path: String, pipeLimit: Int = pipeLimit) throws(ImportError) -> [UInt8] {
        func failure(_ message: String) -> ImportError { ImportError(file: path, line: nil, message: message) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            switch errno {
            case ENOENT: throw failure("cannot be read: no such file")
            case EACCES, EPERM: throw failure("cannot be read: not allowed; check its permissions")
            default: throw failure("cannot be read: \(String(cString: strerror(errno)))")
            }
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw failure("cannot be read: \(String(cString: strerror(errno)))") }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR { throw failure("cannot be read: it is a folder, not a file") }
        let isRegular = kind == S_IFREG
        let limit = isRegular ? Int.max : pipeLimit
        var contents: [UInt8] = []
        contents.reserveCapacity(isRegular ? Int(status.st_size) : 1 << 16)
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, chunk) }
            if n > 0 {
                guard contents.count + n <= limit else {
                    throw failure("more than \(pipeLimit >> 20) MiB came through the pipe; save it to a file and import that")
                }
                contents.append(contentsOf: buffer[0..<n])
            } else if n == 0 {
                return contents
            } else if errno != EINTR {
                throw failure("cannot be read: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Whether `path` is a regular file (false for a pipe, a folder, or nothing there).
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
