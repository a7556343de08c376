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
        guard names.count > 1 else { return (history, .names, nil) }
        if let list = codeList(for: history, picture: picture, sources: sources),
            let ordered = history.ordered(by: list.names.filter { $0 != current } + [current])
        {
            return (ordered, .code(list.location), VersionHistoryOrder.addedTimes(of: history))
        }
        // Versions all committed at once say nothing of their order (git's times still tell MW451's case).
        let added = VersionHistoryOrder.addedTimes(of: history)
        guard let times = added, Set(times.values).count > 1 else { return (history, .names, added) }
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

    /// The first list in the app's code of every version of `history` but perhaps the current one, each once:
    /// a migrator's list of the model's versions.
    static func codeList(for history: ModelHistory, picture: ProjectPicture, sources: ProjectSources)
        -> ProjectCode.NameList?
    {
        let names = Set(history.allVersionNames), current = history.currentVersionName
        guard let probe = history.allVersionNames.first(where: { $0 != current }) else { return nil }
        let others = names.subtracting([current])
        return ProjectCode.nameLists(holding: probe, in: sources.sourceContents(), displayRoot: picture.displayRoot)
            .first {
                $0.names.count == Set($0.names).count && Set($0.names).isSubset(of: names)
                    && others.isSubset(of: Set($0.names))
            }
    }
}
