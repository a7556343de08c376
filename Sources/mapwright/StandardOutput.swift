import Foundation

/// Standard output for reports, which can be megabytes long (a 100-version history's JSON): each piece a
/// reporter hands over is written as it comes, so the report is never held whole.
enum StandardOutput {
    /// The error of the first write that failed (a full disk, a broken device), if any: the run then ends
    /// with exit status 2 (``Mapwright/main()``), never as a success that wrote nothing.
    nonisolated(unsafe) static var failure: Int32?
    /// Whether anything was written (a JSON run that ends with status 2 then has its document: ``ErrorDocument``).
    nonisolated(unsafe) private(set) static var hasWritten = false

    /// Writes `text` and a line break: what the commands print, instead of `print`, whose buffered
    /// writes fail unseen.
    static func print(_ text: String, terminator: String = "\n") {
        write(ArraySlice((text + terminator).utf8))
    }

    /// Writes `bytes`, UTF-8 text, whole: through interrupted and partial writes.
    static func write(_ bytes: ArraySlice<UInt8>) {
        hasWritten = hasWritten || !bytes.isEmpty
        if let error = writeWhole(bytes, to: STDOUT_FILENO), failure == nil { failure = error }
    }

    /// Writes `bytes` whole to `descriptor`, through interrupted and partial writes; the error of a write
    /// that failed, or nil.
    static func writeWhole(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int32? {
        bytes.withContiguousStorageIfAvailable { bytes -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        } ?? nil
    }
}
