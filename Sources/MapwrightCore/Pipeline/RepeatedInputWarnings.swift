import MapwrightDiagnostics
import MapwrightModel

/// An input warning that several versions share, with one code and one message, is one element left as it
/// was from version to version, not one problem per version: it is reported once, in the newest version
/// holding it, the one the team can still change (the older ones are released). docs/validation.md.
enum RepeatedInputWarnings {
    /// `warnings` with each repeated one kept in its newest version only; the others as they are, in order.
    static func collapsed(_ warnings: [Diagnostic], in history: ModelHistory) -> [Diagnostic] {
        let order = Dictionary(
            history.allVersionNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var rankOfFile: [String: Int] = [:]
        for version in history.versions {
            if let file = version.anchor.location?.file { rankOfFile[file] = order[version.name] }
        }
        let ranks = warnings.map { warning in warning.location.flatMap { rankOfFile[$0.file] } }
        var newest: [Key: Int] = [:]
        for (index, warning) in warnings.enumerated() {
            guard let rank = ranks[index] else { continue }
            let key = Key(code: warning.code, message: warning.message)
            if let kept = newest[key], let keptRank = ranks[kept], keptRank >= rank { continue }
            newest[key] = index
        }
        return warnings.indices.filter { index in
            ranks[index] == nil || newest[Key(code: warnings[index].code, message: warnings[index].message)] == index
        }.map { warnings[$0] }
    }

    private struct Key: Hashable {
        var code: String
        var message: String
    }
}
