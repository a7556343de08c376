import Foundation

/// A file-system error in words, for `error: …` lines: never Foundation's
/// `Error Domain=NSCocoaErrorDomain Code=…` dump.
enum FileErrorText {
    /// What failed, and on which path when the error knows it.
    static func describe(_ error: Error) -> String {
        if let error = error as? CocoaError {
            let path = error.filePath ?? error.url?.path
            let reason =
                (error.underlying as? POSIXError).map { String(cString: strerror($0.code.rawValue)) }
                ?? reason(error.code)
            return path.map { "cannot write '\($0)': \(reason)" } ?? "cannot write: \(reason)"
        }
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        return String(describing: error)
    }

    private static func reason(_ code: CocoaError.Code) -> String {
        switch code {
        case .fileWriteOutOfSpace: "the disk is full"
        case .fileWriteNoPermission, .fileReadNoPermission: "permission denied"
        case .fileWriteVolumeReadOnly: "the volume is read-only"
        case .fileWriteFileExists: "a file is already there"
        case .fileNoSuchFile, .fileReadNoSuchFile: "a folder on the way does not exist"
        case .fileWriteInvalidFileName: "the file name is not valid"
        default: "the file system refused the write (error \(code.rawValue))"
        }
    }
}
