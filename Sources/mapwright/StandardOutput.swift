import Foundation

/// Standard output for reports, which can be megabytes long (a 100-version history's JSON): each piece a
/// reporter hands over is written at once, from the string's own UTF-8 storage, so the report is never
/// held whole nor copied to reach the system.
struct StandardOutput: TextOutputStream {
    mutating func write(_ text: String) {
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
