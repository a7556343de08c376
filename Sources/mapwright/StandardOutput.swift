import Foundation

/// Standard output for reports, which can be megabytes long (a 100-version history's JSON).
enum StandardOutput {
    /// Writes `text`'s UTF-8 bytes straight from the string's own storage: no second copy of the report
    /// is made to hand it to the system.
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // a closed pipe: the reader has gone, nothing is left to tell
                }
                offset += written
            }
        }
    }
}
