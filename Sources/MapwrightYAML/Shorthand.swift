import MapwrightModel

/// `Type`, `Type?`, `Type = default`, `Type? = default`: the attribute shorthand.
/// The default is everything after the first `=`, trimmed.
struct AttributeShorthand {
    var typeName: String?
    var isOptional = false
    var defaultValue: String?

    init(_ text: String) {
        var typePart = Substring(text)
        if let equals = text.firstIndex(of: "=") {
            typePart = text[..<equals]
            let value = text[text.index(after: equals)...].trimmingSpaces
            guard !value.isEmpty else { return }
            defaultValue = String(value)
        }
        typePart = typePart.trimmingSpaces
        if typePart.hasSuffix("?") {
            isOptional = true
            typePart = typePart.dropLast().trimmingSpaces
        }
        guard !typePart.isEmpty else { return }
        typeName = String(typePart)
    }
}

/// `Entity`, `Entity?`, `Entity.inverse`, `Entity.inverse?` (to-one); inside `[…]` (to-many).
struct RelationshipShorthand {
    var destination: String
    var inverse: String?
    var isToMany: Bool
    var isOptional: Bool

    /// Nil when the text is not a shorthand (empty parts, more than one dot, `?` in a to-many).
    init?(_ text: String, toMany: Bool) {
        var body = Substring(text).trimmingSpaces
        isOptional = body.hasSuffix("?")
        if isOptional {
            if toMany { return nil }
            body = body.dropLast()
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else { return nil }
        destination = String(parts[0])
        inverse = parts.count == 2 ? String(parts[1]) : nil
        isToMany = toMany
        if toMany { isOptional = true }
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
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
