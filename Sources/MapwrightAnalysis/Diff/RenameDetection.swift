extension DiffContext {
    /// Suggests entity renames: a removed and an added entity that look alike, or an added entity whose
    /// renaming identifier names the previous *name* of an entity that carries a canonical identifier.
    ///
    /// docs/core-data/lightweight-rules.md, "Renaming identifiers across chains": a rename without an
    /// identifier is a remove + add and loses the data; suggest it, never assume it.
    mutating func suggestEntityRenames() {
        var removed = matches.compactMap { $0.entities.destinationIndex == nil ? sourceEntity(of: $0) : nil }
        var added = matches.compactMap { $0.entities.sourceIndex == nil ? destinationEntity(of: $0) : nil }
        for entity in added {
            guard let identifier = entity.renamingIdentifier,
                let previous = removed.first(where: { $0.name == identifier && $0.matchingKey != identifier })
            else { continue }
            suggestions.append(
                RenameSuggestion(
                    reason: .identifierNamesPreviousName, entity: entity.name, property: nil,
                    removedName: previous.name,
                    addedName: entity.name, suggestedIdentifier: previous.matchingKey,
                    sourceLocation: previous.anchor.location, destinationLocation: entity.anchor.location
                ))
            removed.removeAll { $0.name == previous.name }
            added.removeAll { $0.name == entity.name }
        }
        guard !removed.isEmpty, !added.isEmpty else { return }
        // Each entity's property names once, not once per pair scored; an added entity's properties are
        // its destination entry's, built when it was matched and shared by every diff into the version.
        let removedKeys = Dictionary(
            removed.map { ($0.name, PropertyNames(source.effectiveProperties(of: $0))) },
            uniquingKeysWith: { first, _ in first })
        let addedKeys = Dictionary(
            matches.compactMap { match in
                match.entities.sourceIndex == nil ? match.entities.destinationIndex : nil
            }.map { position in
                (
                    destination.entities[position].name,
                    PropertyNames(destinationProperties.entry(at: position).slots.map(destination.ownedProperty(at:)))
                )
            },
            uniquingKeysWith: { first, _ in first })
        let pairs = RenameScoring.bestPairs(removed: removed, added: added, pairLoneCandidates: false) { old, new in
            // Same name on both sides: not a rename, a duplicate renaming identifier broke the match. An
            // abstract entity holds no rows of its own: nothing is renamed onto it.
            guard old.name != new.name, !new.isAbstract else { return nil }
            let oldKeys = removedKeys[old.name] ?? PropertyNames([])
            let newKeys = addedKeys[new.name] ?? PropertyNames([])
            guard oldKeys.sharesAttribute(with: newKeys) else { return nil }
            let overlap =
                oldKeys.count == 0 && newKeys.count == 0
                ? 0 : Double(oldKeys.sharedCount(with: newKeys)) / Double(max(oldKeys.count, newKeys.count))
            return max(overlap, destinationProperties.nameSimilarity(removed: old.name, added: new.name))
        }
        for (old, new, _) in pairs {
            suggestions.append(
                RenameSuggestion(
                    reason: .looksAlike, entity: new.name, property: nil, removedName: old.name, addedName: new.name,
                    suggestedIdentifier: old.matchingKey, sourceLocation: old.anchor.location,
                    destinationLocation: new.anchor.location
                ))
        }
    }

    /// Suggests property renames inside each matched entity pair, the same way.
    mutating func suggestPropertyRenames() {
        for match in matches {
            guard let sourcePosition = match.entities.sourceIndex,
                let destinationPosition = match.entities.destinationIndex,
                match.properties.contains(where: { $0.destinationIndex == nil }),
                match.properties.contains(where: { $0.sourceIndex == nil })
            else { continue }
            let to = destination.entities[destinationPosition]
            // The properties the entities declare themselves (an owner's name is unique along a chain of
            // parents), read where they are: only removed and added ones are copied.
            let sourceSlots = PropertySlot.slots(ofEntityAt: sourcePosition, in: sourceEntities)
            let destinationSlots = destinationProperties.entry(at: destinationPosition).slots
            var removed = match.properties.compactMap { pair in
                pair.destinationIndex == nil
                    ? pair.sourceIndex.flatMap {
                        sourceSlots[$0].owner == sourcePosition ? source.ownedProperty(at: sourceSlots[$0]) : nil
                    } : nil
            }.map(\.property).filter { property in
                // A to-many whose kept inverse holds its links loses nothing: no rename to suggest.
                !property.isTransient
                    && !(property.relationship.map {
                        KeptInverse.keepsLinks(of: $0, from: source, to: destination)
                    } ?? false)
            }
            var added = match.properties.compactMap { pair in
                pair.sourceIndex == nil
                    ? pair.destinationIndex.flatMap {
                        destinationSlots[$0].owner == destinationPosition
                            ? destination.ownedProperty(at: destinationSlots[$0]) : nil
                    } : nil
            }.map(\.property).filter { !$0.isTransient }
            for property in added {
                guard let identifier = property.renamingIdentifier,
                    let previous = removed.first(where: { $0.name == identifier && $0.matchingKey != identifier })
                else { continue }
                suggestions.append(
                    propertySuggestion(.identifierNamesPreviousName, entity: to.name, old: previous, new: property))
                removed.removeAll { $0 == previous }
                added.removeAll { $0 == property }
            }
            let loneAttributes = removed.count == 1 && added.count == 1 && removed[0].attribute != nil
            let pairs = RenameScoring.bestPairs(removed: removed, added: added, pairLoneCandidates: loneAttributes) {
                old, new in
                sameShape(old, new) && old.name != new.name
                    ? destinationProperties.nameSimilarity(removed: old.name, added: new.name) : nil
            }
            for (old, new, score) in pairs {
                let reason: RenameSuggestion.Reason = score >= RenameScoring.threshold ? .looksAlike : .onlyCandidate
                suggestions.append(propertySuggestion(reason, entity: to.name, old: old, new: new))
            }
        }
    }

    private func sameShape(_ old: ModelProperty, _ new: ModelProperty) -> Bool {
        switch (old, new) {
        case (.attribute(let a), .attribute(let b)): a.type == b.type
        case (.relationship(let a), .relationship(let b)): a.isToMany == b.isToMany
        default: false
        }
    }

    private func propertySuggestion(
        _ reason: RenameSuggestion.Reason, entity: String, old: ModelProperty, new: ModelProperty
    ) -> RenameSuggestion {
        RenameSuggestion(
            reason: reason, entity: entity, property: new.name, removedName: old.name, addedName: new.name,
            suggestedIdentifier: old.matchingKey, sourceLocation: old.location, destinationLocation: new.location
        )
    }
}

/// Scoring of removed/added pairs for rename suggestions.
enum RenameScoring {
    /// The score from which a removed and an added element count as alike.
    static let threshold = 0.6

    /// Pairs removed and added elements greedily by descending score. `score` is nil when the two cannot be
    /// the same element. With `pairLoneCandidates`, a single removed and a single added element that can be
    /// the same pair even when their names differ (`title` → `name`). Each pair comes with its score.
    ///
    /// An element whose best score it shares with another candidate (three removed device entities of one
    /// shape, two added ones) is paired with none: which one was renamed would be a guess by position, and
    /// the lower scores of its candidates are not paired with it either.
    static func bestPairs<T>(
        removed: [T], added: [T], pairLoneCandidates: Bool, score: (T, T) -> Double?
    ) -> [(T, T, Double)] {
        let lone = pairLoneCandidates && removed.count == 1 && added.count == 1
        var scored: [(score: Double, removed: Int, added: Int)] = []
        for (i, old) in removed.enumerated() {
            for (j, new) in added.enumerated() {
                if let value = score(old, new), value >= threshold || lone { scored.append((value, i, j)) }
            }
        }
        scored.sort { ($0.score, -$0.removed, -$0.added) > ($1.score, -$1.removed, -$1.added) }
        var usedRemoved: Set<Int> = [], usedAdded: Set<Int> = []
        var result: [(removed: Int, added: Int, score: Double)] = []
        var groupStart = 0
        while groupStart < scored.count {
            // The candidates of one score, decided together: a tie is ambiguous whatever its order.
            let score = scored[groupStart].score
            let group = scored[groupStart...].prefix { $0.score == score }
            groupStart += group.count
            let open = group.filter { !usedRemoved.contains($0.removed) && !usedAdded.contains($0.added) }
            for candidate in open {
                let rivals = open.contains { ($0.removed == candidate.removed) != ($0.added == candidate.added) }
                if !rivals, !usedRemoved.contains(candidate.removed), !usedAdded.contains(candidate.added) {
                    result.append((candidate.removed, candidate.added, candidate.score))
                }
                usedRemoved.insert(candidate.removed)
                usedAdded.insert(candidate.added)
            }
        }
        return result.sorted { $0.removed < $1.removed }.map { (removed[$0.removed], added[$0.added], $0.score) }
    }

    /// 0…1: the best of 1 − edit distance / longer length, the share of camel-case words in common
    /// (`isAvailableForSale` / `isForSale`), and 0.8 when one lower-cased name contains the other and is not a
    /// tiny part of it (`color` in `paintColor`, `id` in `uuid`, but not `id` in `hidden`).
    static func nameSimilarity(_ a: String, _ b: String) -> Double {
        asciiNameSimilarity(a, b) ?? characterNameSimilarity(a, b)
    }

    /// ``nameSimilarity(_:_:)`` over `Character`s, for any names.
    static func characterNameSimilarity(_ a: String, _ b: String) -> Double {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        guard !x.isEmpty, !y.isEmpty else { return 0 }
        if x == y { return 1 }
        let ratio = 1 - Double(editDistance(x, y)) / Double(max(x.count, y.count))
        let (short, long) = x.count <= y.count ? (String(x), String(y)) : (String(y), String(x))
        let contains = long.contains(short) && (short.count >= 3 || short.count * 2 >= long.count)
        let wordsA = words(a), wordsB = words(b)
        let sharedWords = Double(wordsA.intersection(wordsB).count) / Double(max(wordsA.union(wordsB).count, 1))
        return max(contains ? 0.8 : 0, ratio, sharedWords)
    }

    /// The lower-cased camel-case words of a name: `isAvailableForSale` → is, available, for, sale.
    static func words(_ name: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for character in name {
            if character.isUppercase || character == "_", !current.isEmpty {
                words.insert(current)
                current = ""
            }
            if character != "_" { current.append(Character(character.lowercased())) }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }

    static func editDistance(_ x: [Character], _ y: [Character]) -> Int {
        var previous = Array(0...y.count)
        for i in 1...x.count {
            var current = [i] + Array(repeating: 0, count: y.count)
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[y.count]
    }
}
