import Foundation
import MapwrightDiagnostics

/// Renders diagnostics for people: `path:line:col: error: message [CODE]`, then the offending source
/// line and a caret under the column, then the hint when there is one.
///
/// The source line is quoted as a bounded, sanitised excerpt (``SourceExcerpt``): at most
/// ``SourceExcerpt/width`` characters around the column, control and invisible characters replaced, so
/// a diagnostic never copies a whole line (of a file that might hold anything) into a CI log. Messages
/// and hints, which quote names from the file, go through ``PrintableText`` likewise.
///
/// ```
/// schemas/ToDo/ToDo.yaml:4:5: error: unknown key 'atributes' in entity 'Category' [MW006]
///     atributes:
///     ^
///   hint: did you mean 'attributes'?
/// ```
///
/// At most ``limitPerFile`` diagnostics of one file are rendered; a last line per file says how many
/// were left out, so that a file with thousands of problems cannot flood a log.
package final class DiagnosticRenderer {
    /// The default ``limitPerFile``.
    package static let defaultLimitPerFile = 100

    /// The most diagnostics rendered for one file (diagnostics without a position count as one file).
    package let limitPerFile: Int
    private let readSource: (String) -> String?
    private var sources: [String: SourceLines] = [:]

    /// `readSource` returns a file's text by path; the default reads it from disk.
    package init(
        limitPerFile: Int = DiagnosticRenderer.defaultLimitPerFile,
        readSource: @escaping (String) -> String? = DiagnosticRenderer.readFile
    ) {
        self.limitPerFile = limitPerFile
        self.readSource = readSource
    }

    /// Reads a file as UTF-8 (invalid bytes repaired), or nil. Only the files Mapwright reads as models,
    /// mapping models, sources and settings are quoted: a path that leads elsewhere (an `.env`, a key
    /// file) never has its lines printed. Nil for a binary file (one holding a NUL byte, as a binary
    /// property list does), whose lines quote nothing readable.
    package static func readFile(_ path: String) -> String? {
        guard isQuotable(path), let data = FileManager.default.contents(atPath: path) else { return nil }
        // `memchr`: a debug build's generic `contains` took longer than the rest of a flood's rendering.
        let holdsNUL = data.withUnsafeBytes { bytes in
            bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false
        }
        return holdsNUL ? nil : String(decoding: data, as: UTF8.self)
    }

    /// True for the kinds of file a diagnostic may quote.
    static func isQuotable(_ path: String) -> Bool {
        let name = PathName.lastComponent(of: path)
        if ["contents", ".xccurrentversion", "elements"].contains(name) { return true }
        let quotable = [".yaml", ".yml", ".swift", ".xml", ".json", ".lock", ".stencil", ".h", ".m", ".mm"]
        return quotable.contains { name.hasSuffix($0) }
    }

    /// The diagnostics in order, each ending with a newline, at most ``limitPerFile`` per file, then
    /// for each file that had more a note saying how many were left out.
    package func render(_ diagnostics: [Diagnostic]) -> String {
        var shown: [String: Int] = [:]
        var leftOut: [(file: String?, count: Int)] = []
        var text = ""
        for diagnostic in diagnostics {
            let file = diagnostic.location?.file
            let count = shown[file ?? "", default: 0]
            if count < limitPerFile {
                text += render(diagnostic)
                shown[file ?? ""] = count + 1
            } else if let index = leftOut.firstIndex(where: { $0.file == file }) {
                leftOut[index].count += 1
            } else {
                leftOut.append((file, 1))
            }
        }
        for (file, count) in leftOut {
            let prefix = file.map { "\(PrintableText.commandSafePath(PrintableText.escaped($0))): " } ?? ""
            let what = count == 1 ? "1 more diagnostic" : "\(count) more diagnostics"
            text += "\(prefix)note: \(what) left out (the first \(limitPerFile) are shown); fix those and run again\n"
        }
        return text
    }

    /// One diagnostic: the summary line, the source line and caret when the position is known, the hint.
    package func render(_ diagnostic: Diagnostic) -> String {
        var text = PrintableText.escaped(diagnostic.summaryLine) + "\n"
        if let location = diagnostic.location, let line = sourceLine(location), !line.isEmpty {
            let excerpt = SourceExcerpt(line: line, column: location.column)
            text += excerpt.text + "\n" + excerpt.caret + "\n"
        }
        if let hint = diagnostic.hint {
            text += "  hint: \(PrintableText.escaped(hint))\n"
        }
        return text
    }

    private func sourceLine(_ location: SourceLocation) -> String? {
        if sources[location.file] == nil {
            guard let source = readSource(location.file) else { return nil }
            sources[location.file] = SourceLines(Array(source.utf8))
        }
        guard let line = sources[location.file]?.line(location.line) else { return nil }
        return line.hasSuffix("\r") ? String(line.dropLast()) : line
    }
}

/// A file's lines, found as they are asked for: the renderer quotes at most a hundred lines of a file, near
/// its start when it floods, so a file of a million lines is not split whole.
private struct SourceLines {
    let bytes: [UInt8]
    /// Where each line found so far starts; the last entry is where the search goes on.
    var starts: [Int] = [0]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The text of the 1-based line `number`, without its line break; nil past the end.
    mutating func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        while starts.count <= number, let last = starts.last, last <= bytes.count {
            var index = last
            while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            starts.append(index + 1)
        }
        guard number < starts.count else { return nil }
        return String(decoding: bytes[starts[number - 1]..<(starts[number] - 1)], as: UTF8.self)
    }
}
