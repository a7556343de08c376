import Foundation
import MapwrightDiagnostics
import MapwrightSupport

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
        // several times the rest of reading a version.
        markerSearch.isFound(in: [UInt8](data))
    }

    private static let markerSearch = ByteSearch(Suppression.marker)

    /// These lines and those of `other`.
    package func merging(_ other: MarkedLines) -> MarkedLines {
        var merged = self
        merged.byFile.merge(other.byFile) { mine, _ in mine }
        return merged
    }

    package static func == (lhs: MarkedLines, rhs: MarkedLines) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}
