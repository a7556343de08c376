import MapwrightModel

/// What changes between two versions of one composite type, element by element (matched by name).
struct CompositeElementChanges {
    var added: [String] = []
    var removed: [String] = []
    /// Elements whose attribute type changes, with both types.
    var retyped: [(name: String, from: AttributeType, to: AttributeType)] = []
    /// Elements kept with the same type whose other settings change (optionality, flags).
    var edited: [String] = []

    init(_ old: CompositeType, _ new: CompositeType) {
        let before = Dictionary(old.attributes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(new.attributes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for name in Set(before.keys).union(after.keys).sorted() {
            switch (before[name], after[name]) {
            case (nil, _): added.append(name)
            case (_, nil): removed.append(name)
            case (let a?, let b?) where a.type != b.type: retyped.append((name, a.type, b.type))
            case (let a?, let b?) where a != b: edited.append(name)
            default: break
            }
        }
    }

    /// `element \`zip\` added, \`street\` String → Integer 64`, in that order.
    var description: String {
        var parts: [String] = []
        if !added.isEmpty { parts.append(Self.names(added) + " added") }
        if !removed.isEmpty { parts.append(Self.names(removed) + " removed") }
        parts += retyped.map { "`\($0.name)` \($0.from.xcodeName) → \($0.to.xcodeName)" }
        if !edited.isEmpty { parts.append(Self.names(edited) + " changed") }
        return parts.isEmpty ? "composite attributes changed" : "elements " + parts.joined(separator: ", ")
    }

    private static func names(_ names: [String]) -> String { names.map { "`\($0)`" }.joined(separator: ", ") }
}
