import MapwrightDiagnostics
import MapwrightModel

/// What a store's check found: the store's version (MW190), its layout (MW192), or what the rows show for one
/// change of one step of the store's path (MW193–MW199).
package struct StoreFinding: Hashable, Sendable {
    package var rule: Rule
    /// A data check: error when rows are affected, note when none is ("holds for this store").
    package var severity: Severity
    /// The step, `1 → 2`; empty for a finding about the whole store (its version, its layout).
    package var step: String
    /// The entity; the model's name for a finding about the whole store.
    package var entity: String
    package var property: String?
    /// What was found, with the counts.
    package var message: String
    /// Rows, values, links or groups affected.
    package var affected: Int
    /// Rows read to tell.
    package var examined: Int
    /// A few of the affected rows' primary keys (`Z_PK`), ascending.
    package var samplePrimaryKeys: [Int64]
    /// A few affected values, only with `--show-values`.
    package var sampleValues: [String]
    /// Where the model declares the element, for reporters that locate findings.
    package var location: SourceLocation?
    /// The `suppress:` entry or comment that accepts it (the project's settings, applied by the report stage).
    package var suppression: Suppression? = nil

    /// A finding about the whole store, not a step: no row counted.
    static func aboutStore(_ rule: Rule, severity: Severity, model: String, _ message: String) -> StoreFinding {
        StoreFinding(
            rule: rule, severity: severity, step: "", entity: model, property: nil, message: message, affected: 0,
            examined: 0, samplePrimaryKeys: [], sampleValues: [], location: nil)
    }
}
