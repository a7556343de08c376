import Foundation
import MapwrightDiagnostics

/// Parses a whole YAML file that is not a model version (the configuration file) into the same
/// ``YAMLNode`` tree the model reader uses, so the same limits and errors apply.
package enum YAMLDocument {
    /// The document at `path`. Returns nil with errors emitted when it cannot be read or parsed, and nil
    /// without errors when it holds nothing but whitespace and comments.
    package static func parse(
        contentsOf path: String, limits: YAMLLimits = YAMLLimits(), diagnostics: any DiagnosticCollector
    ) -> YAMLNode? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.emit(YAMLRules.unreadable, "cannot read \(path)", at: nil)
            return nil
        }
        return data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            if isBlank(bytes) { return nil }
            guard InputCheck.check(bytes, file: path, diagnostics: diagnostics) else { return nil }
            guard let root = YAMLParser(file: path, limits: limits, diagnostics: diagnostics).parse(bytes), !root.isNull
            else {
                return nil
            }
            return root
        }
    }

    /// True when every line is blank or a comment (UTF-8 text assumed; anything else is not blank).
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{FEFF}" }
            return trimmed.isEmpty || trimmed.hasPrefix("#")
        }
    }
}
