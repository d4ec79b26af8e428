import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file system error from Foundation says to a person, in a few lower-case words:
/// `Error Domain=NSCocoaErrorDomain Code=640 "(null)" UserInfo={…}` becomes "the disk is
/// full; free some space and try again". The caller names the file.
package enum FileErrorText {
    package static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return describe(errno: posix.code.rawValue) }
        let error = error as NSError
        if error.domain == NSCocoaErrorDomain, let known = cocoa(error.code) { return known }
        if error.domain == NSPOSIXErrorDomain { return describe(errno: Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return describe(errno: Int32(underlying.code))
        }
        return error.localizedDescription
    }

    /// `strerror`'s text, with what to do for the few a person can act on.
    package static func describe(errno code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: return diskFull
        case EROFS: return readOnlyDisk
        case EACCES, EPERM: return "permission denied; check the permissions of the file and its folder"
        default: return String(cString: strerror(code)).lowercasedFirstWord
        }
    }

    package static let diskFull = "the disk is full; free some space and try again"
    static let readOnlyDisk = "the disk is mounted read-only"

    private static func cocoa(_ code: Int) -> String? {
        switch CocoaError.Code(rawValue: code) {
        case .fileWriteOutOfSpace: diskFull
        case .fileWriteVolumeReadOnly: readOnlyDisk
        case .fileReadNoPermission, .fileWriteNoPermission: describe(errno: EACCES)
        case .fileNoSuchFile, .fileReadNoSuchFile: "no such file or folder"
        case .fileWriteFileExists: "a file of that name is already there"
        default: nil
        }
    }
}

private extension String {
    /// "No such file or directory" → "no such file or directory" (strerror's capital).
    var lowercasedFirstWord: String { prefix(1).lowercased() + dropFirst() }
}
