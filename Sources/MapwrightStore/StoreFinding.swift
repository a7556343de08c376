import MapwrightDiagnostics
import MapwrightModel

/// A data check's result on one store: what the rows show for one change of one step of the store's path.
package struct StoreFinding: Hashable, Sendable {
    package var rule: Rule
    /// Error when rows are affected, note when none is ("holds for this store").
    package var severity: Severity
    /// The step, `1 → 2`.
    package var step: String
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
}
