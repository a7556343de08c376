import Foundation

/// The lines of a version's files that hold the suppression marker (``Suppression/marker``), kept by the
/// reader from the bytes it parsed: the YAML, XML and Swift parsers drop comments, and reading each file
/// a second time to find them would double the input work. A YAML or Xcode version is one file; a
/// SwiftData version may be declared across several.
///
/// Like ``SourceAnchor``, it never takes part in equality or hashing: two models that differ only in
/// their comments compare equal.
package struct MarkedLines: Hashable, Sendable {
    /// One line holding the marker.
    package struct Line: Hashable, Sendable {
        /// The 1-based line number.
        package var number: Int
        /// The line's text, without its line break.
        package var text: String
    }

    /// The lines holding the marker, in file order, by file path.
    package private(set) var byFile: [String: [Line]] = [:]

    /// No lines.
    package init() {}

    /// The lines of `file`, whose bytes are `data`, that hold the marker. A file without the marker is
    /// passed over on its bytes.
    package init(scanning data: Data, file: String) {
        guard Self.holdsMarker(data) else { return }
        var lines: [Line] = []
        let marker = Data(Suppression.marker.utf8)
        let newline = UInt8(ascii: "\n")
        var lineNumber = 1
        var counted = data.startIndex
        var searchFrom = data.startIndex
        while let match = data.range(of: marker, in: searchFrom..<data.endIndex) {
            let lineStart = data[..<match.lowerBound].lastIndex(of: newline).map { $0 + 1 } ?? data.startIndex
            let lineEnd = data[match.upperBound...].firstIndex(of: newline) ?? data.endIndex
            lineNumber += data[counted..<lineStart].reduce(0) { $1 == newline ? $0 + 1 : $0 }
            counted = lineStart
            var text = data[lineStart..<lineEnd]
            if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
            lines.append(Line(number: lineNumber, text: String(decoding: text, as: UTF8.self)))
            searchFrom = lineEnd
        }
        if !lines.isEmpty { byFile[file] = lines }
    }

    /// True when `data` holds the marker anywhere. Most files do not, and are passed over without
    /// collecting their lines.
    private static func holdsMarker(_ data: Data) -> Bool {
        // An array, not `Data`: `Data.firstRange(of:)` and `Data`'s subscript are not specialised, and cost
        // several times the rest of reading a version (docs/performance.md, "Plain code, sixth round").
        // Horspool's search: each place is tried at the marker's last byte, and a byte that does not end
        // the marker moves the search on by as far as the marker allows.
        let bytes = [UInt8](data)
        let length = markerBytes.count
        var start = 0
        while start + length <= bytes.count {
            let last = bytes[start + length - 1]
            if last == markerBytes[length - 1], bytes[start..<(start + length)].elementsEqual(markerBytes) {
                return true
            }
            start += skip[Int(last)]
        }
        return false
    }

    private static let markerBytes = Array(Suppression.marker.utf8)

    /// How far the search moves on from a place whose last byte is the index.
    private static let skip: [Int] = {
        var skip = [Int](repeating: markerBytes.count, count: 256)
        for (index, byte) in markerBytes.dropLast().enumerated() { skip[Int(byte)] = markerBytes.count - 1 - index }
        return skip
    }()

    /// These lines and those of `other`.
    package func merging(_ other: MarkedLines) -> MarkedLines {
        var merged = self
        merged.byFile.merge(other.byFile) { mine, _ in mine }
        return merged
    }

    package static func == (lhs: MarkedLines, rhs: MarkedLines) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}
