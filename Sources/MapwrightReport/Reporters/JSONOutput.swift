import Foundation

/// JSON as every machine-readable output writes it: keys sorted, pretty-printed, slashes unescaped,
/// so the same input always gives the same bytes.
public enum JSONOutput {
    /// `value` as deterministic JSON text.
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding these value types cannot fail: every member is a string, number, Boolean, array or object.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
    }
}
