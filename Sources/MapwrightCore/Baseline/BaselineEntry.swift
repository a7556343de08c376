import MapwrightDiagnostics
import MapwrightReportModel

/// What identifies a finding across runs: code, model, entity and property, and the content of the
/// step's versions (their version checksums), never their names: adding a version renames every direct
/// step (`X → <current>`) but leaves the facts found on them as they were. Never a line number or a
/// message, which move and change wording while the finding stays the same. ``Baseline`` also matches a
/// step into the current version whose destination was edited since (the work in progress).
package struct BaselineKey: Hashable, Sendable, Codable, Comparable {
    /// The finding's code.
    package var code: String
    /// The model's name.
    package var model: String
    /// The entity it is about, when any.
    package var entity: String?
    /// The property it is about, when any.
    package var property: String?
    /// The version checksum of the step's source version; nil for the current version's lint and project
    /// findings.
    package var from: String?
    /// The version checksum of the step's destination; nil outside a step.
    package var to: String?
    /// A baseline written before keys held content (format 1): the step's title.
    package var step: String?

    package init(
        code: String, model: String, entity: String?, property: String?, from: String? = nil, to: String? = nil,
        step: String? = nil
    ) {
        self.code = code
        self.model = model
        self.entity = entity
        self.property = property
        self.from = from
        self.to = to
        self.step = step
    }

    /// The key of `finding`, reported for `model` in `step` (nil outside a step).
    package init(_ finding: Diagnostic, model: ModelReport, step: ReportedStep?) {
        self.init(
            code: finding.code, model: model.model, entity: finding.entity, property: finding.property,
            from: step.map { model.versionChecksums[$0.analysis.from] ?? $0.analysis.from },
            to: step.map { model.versionChecksums[$0.analysis.to] ?? $0.analysis.to })
    }

    /// The keys `finding` would have on each direct step it also stands for (a removal said once on the
    /// adjacent step where it happens, ``Diagnostic/directSources``): from each such version to the current one.
    static func directKeys(of finding: Diagnostic, model: ModelReport) -> [BaselineKey] {
        finding.directSources.map { source in
            BaselineKey(
                code: finding.code, model: model.model, entity: finding.entity, property: finding.property,
                from: model.versionChecksums[source] ?? source,
                to: model.versionChecksums[model.current] ?? model.current)
        }
    }

    /// The key with another destination.
    func with(to destination: String?) -> BaselineKey {
        var key = self
        key.to = destination
        return key
    }

    /// The key a format-1 baseline gave `finding`: the step by its title.
    init(legacy finding: Diagnostic, model: String, step: ReportedStep?) {
        self.init(
            code: finding.code, model: model, entity: finding.entity, property: finding.property, step: step?.title)
    }

    package static func < (a: BaselineKey, b: BaselineKey) -> Bool {
        [a.model, a.step ?? "", a.from ?? "", a.to ?? "", a.code, a.entity ?? "", a.property ?? ""]
            .lexicographicallyPrecedes([
                b.model, b.step ?? "", b.from ?? "", b.to ?? "", b.code, b.entity ?? "", b.property ?? "",
            ])
    }
}

/// One line of a baseline file: a key, how many findings had it when the baseline was written, and the
/// step's title then (for the reader; it is not part of the key).
package struct BaselineEntry: Hashable, Sendable, Codable {
    /// What the findings have in common.
    package var key: BaselineKey
    /// How many findings had the key.
    package var count: Int
    /// The step the findings were reported in when the baseline was written, for the reader.
    package var stepTitle: String?

    package init(key: BaselineKey, count: Int, stepTitle: String? = nil) {
        self.key = key
        self.count = count
        self.stepTitle = stepTitle
    }

    enum CodingKeys: String, CodingKey {
        case code, model, step, entity, property, from, to, count
    }

    /// Format 2 writes `step` for the reader and keys by `from`/`to`; format 1 keyed by `step` alone.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let step = try container.decodeIfPresent(String.self, forKey: .step)
        let from = try container.decodeIfPresent(String.self, forKey: .from)
        let to = try container.decodeIfPresent(String.self, forKey: .to)
        let isLegacy = from == nil && to == nil && step != nil
        key = BaselineKey(
            code: try container.decode(String.self, forKey: .code),
            model: try container.decode(String.self, forKey: .model),
            entity: try container.decodeIfPresent(String.self, forKey: .entity),
            property: try container.decodeIfPresent(String.self, forKey: .property),
            from: from, to: to, step: isLegacy ? step : nil)
        stepTitle = isLegacy ? nil : step
        count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key.code, forKey: .code)
        try container.encode(key.model, forKey: .model)
        try container.encodeIfPresent(key.step ?? stepTitle, forKey: .step)
        try container.encodeIfPresent(key.from, forKey: .from)
        try container.encodeIfPresent(key.to, forKey: .to)
        try container.encodeIfPresent(key.entity, forKey: .entity)
        try container.encodeIfPresent(key.property, forKey: .property)
        try container.encode(count, forKey: .count)
    }
}
