import Foundation
import MapwrightModel

/// The order of a model's versions from the project's evidence (docs/project.md), when `mapwright.yml`
/// gives none: a list of the version names in the app's code, else when git first saw each version (the
/// names placing those git does not date), else the names. The current version comes last in an order from
/// the code or git, and in any order of an Xcode bundle (`.xccurrentversion` names the version the app
/// builds its stores with: no name or commit date outranks it); a model folder's names keep its
/// `_manifest.yaml`'s order.
enum EvidenceOrder {
    /// `history` in the order the evidence gives, the source that gave it, git's times when asked, and a
    /// version the app's code lists after the current one (which contradicts `.xccurrentversion`: MW451).
    static func order(
        _ history: ModelHistory, picture: ProjectPicture, sources: ProjectSources, currentLast: Bool
    ) -> (history: ModelHistory, source: FactSource, addedTimes: [String: Int]?, listedLast: Fact<String>?) {
        let names = history.allVersionNames, current = history.currentVersionName
        guard names.count > 1 else { return (history, .names, nil, nil) }
        if let list = codeList(for: history, picture: picture, sources: sources),
            let ordered = history.ordered(by: list.names.filter { $0 != current } + [current])
        {
            let listedLast = list.names.last.flatMap {
                $0 == current || !list.names.contains(current) ? nil : Fact($0, from: .code(list.location))
            }
            return (ordered, .code(list.location), VersionHistoryOrder.addedTimes(of: history), listedLast)
        }
        // Versions all committed at once say nothing of their order (git's times still tell MW451's case).
        let added = VersionHistoryOrder.addedTimes(of: history)
        guard let times = added, Set(times.values).count > 1 else {
            let byName = currentLast ? names.filter { $0 != current } + [current] : names
            return (history.ordered(by: byName) ?? history, .names, added, nil)
        }
        // Versions committed together keep their order by name; the names place those git does not date.
        let dated = names.enumerated().filter { times[$0.element] != nil }.sorted {
            let (first, second) = (times[$0.element]!, times[$1.element]!)
            return first != second ? first < second : $0.offset < $1.offset
        }.map(\.element)
        var byTime = placingUndated(names, among: dated)
        // The current version is the newest: an unnumbered `Model` edited in place beside frozen snapshots.
        if currentLast || isEditedInPlace(current, byTime: byTime, times: times, history: history) {
            byTime.removeAll { $0 == current }
            byTime.append(current)
        }
        let undated = names.filter { times[$0] == nil }
        return (
            history.ordered(by: byTime) ?? history, undated.isEmpty ? .git : .gitAndNames(undated: undated), times, nil
        )
    }

    /// `dated` (in git's order) with each version of `names` (in name order) that git does not date placed
    /// right after every dated version its name follows (first when it follows none), undated neighbours
    /// by name: a version not committed yet, or one git saw only in a merge, goes where its name puts it.
    static func placingUndated(_ names: [String], among dated: [String]) -> [String] {
        let rank = Dictionary(uniqueKeysWithValues: dated.enumerated().map { ($1, $0) })
        var latest = -1, following: [Int: [String]] = [:]
        for name in names {
            if let position = rank[name] {
                latest = max(latest, position)
            } else {
                following[latest, default: []].append(name)
            }
        }
        return (following[-1] ?? []) + dated.enumerated().flatMap { [$1] + (following[$0] ?? []) }
    }

    /// Whether git shows `current` changed after every version it puts after it was added.
    static func isEditedInPlace(_ current: String, byTime: [String], times: [String: Int], history: ModelHistory)
        -> Bool
    {
        guard byTime.last != current, let index = byTime.firstIndex(of: current),
            let changed = VersionHistoryOrder.lastChangeTime(of: current, in: history)
        else { return false }
        return byTime[(index + 1)...].allSatisfy { (times[$0] ?? .max) <= changed }
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
