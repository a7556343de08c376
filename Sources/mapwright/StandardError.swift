import Foundation

/// Standard error for diagnostics and messages. `FileHandle.write` traps when a write fails (a closed
/// stream, `2>/dev/full`, a broken pipe with SIGPIPE ignored); here a failed write is recorded and the run
/// ends with status 2 (``Mapwright/main()``).
enum StandardError {
    /// The error of the first write that failed, if any.
    nonisolated(unsafe) static var failure: Int32?

    /// Writes `text` whole.
    static func write(_ text: String) {
        if let error = StandardOutput.writeWhole(ArraySlice(text.utf8), to: STDERR_FILENO), failure == nil {
            failure = error
        }
    }
}
