import Foundation
import MapwrightModel

/// The order of a model's versions from the project's evidence (docs/project.md), when `mapwright.yml`
/// gives none: a list of the version names in the app's code, else when git first saw each version, else
/// the names. The current version comes last, unless only the names place it.
enum EvidenceOrder {
    /// `history` in the order the evidence gives, the source that gave it, and git's times when asked.
    static func order(_ history: ModelHistory, picture: ProjectPicture, sources: ProjectSources) -> (
        history: ModelHistory, source: FactSource, addedTimes: [String: Int]?
    ) {
        let names = history.allVersionNames, current = history.currentVersionName
        guard names.count > 1, let probe = names.first(where: { $0 != current }) else {
            return (history, .names, nil)
        }
        let others = Set(names).subtracting([current])
        // A migrator's list: every version but perhaps the current one, each once.
        let lists = ProjectCode.nameLists(
            holding: probe, in: sources.sourceContents(), displayRoot: picture.displayRoot)
        if let list = lists.first(where: {
            $0.names.count == Set($0.names).count && Set($0.names).isSubset(of: Set(names))
                && others.isSubset(of: Set($0.names))
        }), let ordered = history.ordered(by: list.names.filter { $0 != current } + [current]) {
            return (ordered, .code(list.location), VersionHistoryOrder.addedTimes(of: history))
        }
        guard let times = VersionHistoryOrder.addedTimes(of: history), Set(times.values).count > 1 else {
            return (history, .names, nil)
        }
        // Versions committed together keep their order by name.
        var byTime = names.enumerated().sorted {
            let (first, second) = (times[$0.element] ?? .max, times[$1.element] ?? .max)
            return first != second ? first < second : $0.offset < $1.offset
        }.map(\.element)
        // The current version edited in place after the others were added is the newest.
        if byTime.last != current, let index = byTime.firstIndex(of: current),
            let changed = VersionHistoryOrder.lastChangeTime(of: current, in: history),
            byTime[(index + 1)...].allSatisfy({ (times[$0] ?? .max) <= changed })
        {
            byTime.remove(at: index)
            byTime.append(current)
        }
        return (history.ordered(by: byTime) ?? history, .git, times)
    }
}
