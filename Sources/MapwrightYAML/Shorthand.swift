import MapwrightDiagnostics
import MapwrightModel

/// `Type`, `Type?`, `Type = default`, `Type? = default`: the attribute shorthand.
/// The default is everything after the first `=`, trimmed.
struct AttributeShorthand {
    var typeName: String?
    var isOptional = false
    var defaultValue: String?

    init(_ text: String) {
        var utf8 = text
        var isWholeText = false
        // Byte offsets into the UTF-8 buffer: a model has thousands of these, so no `Substring` views.
        utf8.withUTF8 { bytes in
            var range = 0..<bytes.count
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let value = bytes.trimmingSpaces(equals + 1..<bytes.count)
                guard !value.isEmpty else { return }
                defaultValue = bytes.string(value)
                range = 0..<equals
            }
            range = bytes.trimmingSpaces(range)
            if let last = range.last, bytes[last] == UInt8(ascii: "?") {
                isOptional = true
                range = bytes.trimmingSpaces(range.lowerBound..<last)
            }
            guard !range.isEmpty else { return }
            isWholeText = range.count == bytes.count
            if !isWholeText { typeName = bytes.string(range) }
        }
        if isWholeText { typeName = text }
    }
}

/// `Entity`, `Entity?`, `Entity.inverse`, `Entity.inverse?` (to-one); inside `[…]` (to-many).
struct RelationshipShorthand {
    var destination: String
    var inverse: String?
    var isToMany: Bool
    var isOptional: Bool

    /// Nil when the text is not a shorthand (empty parts, more than one dot, spaces inside a name,
    /// `?` in a to-many).
    init?(_ text: String, toMany: Bool) {
        var utf8 = text
        let parts: (head: Range<Int>, tail: Range<Int>?, isOptional: Bool)? = utf8.withUTF8 { bytes in
            var body = bytes.trimmingSpaces(0..<bytes.count)
            let isOptional = body.last.map { bytes[$0] == UInt8(ascii: "?") } ?? false
            if isOptional {
                if toMany { return nil }
                body = body.dropLast()
            }
            let dot = bytes[body].firstIndex(of: UInt8(ascii: "."))
            let head = dot.map { body.lowerBound..<$0 } ?? body
            let tail = dot.map { $0 + 1..<body.upperBound }
            guard bytes.isName(head), tail.map(bytes.isName) ?? true else { return nil }
            return (head, tail, isOptional)
        }
        guard let parts else { return nil }
        destination = parts.head.count == text.utf8.count ? text : utf8.withUTF8 { $0.string(parts.head) }
        inverse = parts.tail.map { tail in utf8.withUTF8 { $0.string(tail) } }
        isToMany = toMany
        isOptional = toMany || parts.isOptional
    }

    /// The relationship this shorthand writes, named `name`.
    func relationship(named name: String, anchor: SourceAnchor) -> Relationship {
        let defaults = RelationshipDefaults(isToMany: isToMany, isOptional: isOptional)
        return Relationship(
            name: name, destination: destination, inverse: inverse, isToMany: isToMany,
            minCount: defaults.minCount, maxCount: defaults.maxCount, isOptional: defaults.isOptional, anchor: anchor)
    }
}

/// The values a relationship gets when the file does not say, shared by the reader (both forms)
/// and the writer (which omits them). Modern Xcode writes a required to-one as `minCount="1"
/// maxCount="1"`, an optional one as `maxCount="1"`, a to-many with neither.
struct RelationshipDefaults {
    var isOptional: Bool
    var minCount: Int
    var maxCount: Int

    /// `isOptional` nil means unspecified: to-many relationships default to optional, to-ones to required.
    init(isToMany: Bool, isOptional: Bool?) {
        self.isOptional = isOptional ?? isToMany
        minCount = !isToMany && !self.isOptional ? 1 : 0
        maxCount = isToMany ? 0 : 1
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring { Substring(utf8.trimmingSpaces) }
}

extension Substring.UTF8View {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring.UTF8View {
        var result = self
        while let first = result.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            result = result.dropFirst()
        }
        while let last = result.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            result = result.dropLast()
        }
        return result
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// `range` without leading and trailing spaces and tabs.
    func trimmingSpaces(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, self[lower] == UInt8(ascii: " ") || self[lower] == UInt8(ascii: "\t") { lower += 1 }
        while upper > lower, self[upper - 1] == UInt8(ascii: " ") || self[upper - 1] == UInt8(ascii: "\t") {
            upper -= 1
        }
        return lower..<upper
    }

    /// Not empty, and no dot, space or tab inside.
    func isName(_ range: Range<Int>) -> Bool {
        !range.isEmpty
            && !self[range].contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The text of the bytes in `range`.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: self[range]), as: UTF8.self)
    }
}
