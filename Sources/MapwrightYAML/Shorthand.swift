import MapwrightModel

/// `Type`, `Type?`, `Type = default`, `Type? = default`: the attribute shorthand.
/// The default is everything after the first `=`, trimmed.
struct AttributeShorthand {
    var typeName: String?
    var isOptional = false
    var defaultValue: String?

    init(_ text: String) {
        var utf8 = text.utf8[...]
        if let equals = utf8.firstIndex(of: UInt8(ascii: "=")) {
            let value = utf8[utf8.index(after: equals)...].trimmingSpaces
            guard !value.isEmpty else { return }
            defaultValue = String(Substring(value))
            utf8 = utf8[..<equals]
        }
        utf8 = utf8.trimmingSpaces
        if utf8.last == UInt8(ascii: "?") {
            isOptional = true
            utf8 = utf8.dropLast().trimmingSpaces
        }
        guard !utf8.isEmpty else { return }
        typeName = utf8.count == text.utf8.count ? text : String(Substring(utf8))
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
        var body = text.utf8[...].trimmingSpaces
        isOptional = body.last == UInt8(ascii: "?")
        if isOptional {
            if toMany { return nil }
            body = body.dropLast()
        }
        let dot = body.firstIndex(of: UInt8(ascii: "."))
        let head = dot.map { body[..<$0] } ?? body
        let tail = dot.map { body[body.index(after: $0)...] }
        guard Self.isName(head), tail.map(Self.isName) ?? true else { return nil }
        destination = head.count == text.utf8.count ? text : String(Substring(head))
        inverse = tail.map { String(Substring($0)) }
        isToMany = toMany
        if toMany { isOptional = true }
    }

    /// Not empty, and no dot, space or tab inside.
    private static func isName(_ part: Substring.UTF8View.SubSequence) -> Bool {
        !part.isEmpty && !part.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    func apply(to relationship: inout Relationship) {
        let defaults = RelationshipDefaults(isToMany: isToMany, isOptional: isOptional)
        relationship.destination = destination
        relationship.inverse = inverse
        relationship.isToMany = isToMany
        relationship.isOptional = defaults.isOptional
        relationship.minCount = defaults.minCount
        relationship.maxCount = defaults.maxCount
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
        while let first = result.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { result = result.dropFirst() }
        while let last = result.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { result = result.dropLast() }
        return result
    }
}
