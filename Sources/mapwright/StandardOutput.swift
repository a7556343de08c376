import Foundation

/// Standard output for reports, which can be megabytes long (a 100-version history's JSON): each piece a
/// reporter hands over is written at once, from the string's own UTF-8 storage, so the report is never
/// held whole nor copied to reach the system.
struct StandardOutput: TextOutputStream {
    /// The error of the first write that failed (a full disk, a broken device), if any: the run then ends
    /// with exit status 2 (``Mapwright/main()``), never as a success that wrote nothing.
    nonisolated(unsafe) static var failure: Int32?

    /// Writes `text` and a line break: what the commands print, instead of `print`, whose buffered
    /// writes fail unseen.
    static func print(_ text: String, terminator: String = "\n") {
        var output = StandardOutput()
        output.write(text + terminator)
    }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if Self.failure == nil { Self.failure = errno }
                    return
                }
                offset += written
            }
        }
    }
}
