import Foundation
import MapwrightDiagnostics

/// JSON as every machine-readable output writes it: keys sorted, pretty-printed, slashes unescaped,
/// so the same input always gives the same bytes; the second `#` of a `##[` in a string as `\u0023`.
package enum JSONOutput {
    /// `value` as deterministic JSON text.
    package static func encode<T: Encodable>(_ value: T) -> String {
        String(decoding: data(value), as: UTF8.self)
    }

    /// `value` as deterministic JSON text and a newline, the newline added to the encoded bytes before
    /// they become one string (a long report is not copied again to append it).
    package static func encodeLine<T: Encodable>(_ value: T) -> String {
        var bytes = data(value)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func data<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding these value types cannot fail: every member is a string, number, Boolean, array or object.
        let data = try! encoder.encode(value)
        // `##[` (a GitHub legacy command, read anywhere in a printed line) can only stand inside a string,
        // where `\u0023` reads back as the same `#`.
        guard data.contains(UInt8(ascii: "[")) else { return data }
        let text = String(decoding: data, as: UTF8.self)
        return Data(PrintableText.legacyCommandsBroken(text, secondHashAs: "\\u0023").utf8)
    }
}
