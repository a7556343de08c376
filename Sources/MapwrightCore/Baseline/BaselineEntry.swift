import MapwrightModel

/// What identifies a finding across runs: code, model, step, entity and property. Never a line number or
/// a message, which move and change wording while the finding stays the same.
public struct BaselineKey: Hashable, Sendable, Codable, Comparable {
    /// The finding's code.
    public var code: String
    /// The model's name.
    public var model: String
    /// The step (`ToDo 2 → ToDo 3`), or nil for the current version's lint and project findings.
    public var step: String?
    /// The entity it is about, when any.
    public var entity: String?
    /// The property it is about, when any.
    public var property: String?

    public init(code: String, model: String, step: String?, entity: String?, property: String?) {
        self.code = code
        self.model = model
        self.step = step
        self.entity = entity
        self.property = property
    }

    /// The key of `finding`, reported for `model` in `step` (nil outside a step).
    public init(_ finding: Diagnostic, model: String, step: String?) {
        self.init(code: finding.code, model: model, step: step, entity: finding.entity, property: finding.property)
    }

    public static func < (a: BaselineKey, b: BaselineKey) -> Bool {
        [a.model, a.step ?? "", a.code, a.entity ?? "", a.property ?? ""]
            .lexicographicallyPrecedes([b.model, b.step ?? "", b.code, b.entity ?? "", b.property ?? ""])
    }
}

/// One line of a baseline file: a key and how many findings had it when the baseline was written.
public struct BaselineEntry: Hashable, Sendable, Codable {
    /// What the findings have in common.
    public var key: BaselineKey
    /// How many findings had the key.
    public var count: Int

    public init(key: BaselineKey, count: Int) {
        self.key = key
        self.count = count
    }

    enum CodingKeys: String, CodingKey {
        case code, model, step, entity, property, count
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = BaselineKey(
            code: try container.decode(String.self, forKey: .code), model: try container.decode(String.self, forKey: .model),
            step: try container.decodeIfPresent(String.self, forKey: .step),
            entity: try container.decodeIfPresent(String.self, forKey: .entity),
            property: try container.decodeIfPresent(String.self, forKey: .property))
        count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key.code, forKey: .code)
        try container.encode(key.model, forKey: .model)
        try container.encodeIfPresent(key.step, forKey: .step)
        try container.encodeIfPresent(key.entity, forKey: .entity)
        try container.encodeIfPresent(key.property, forKey: .property)
        try container.encode(count, forKey: .count)
    }
}
