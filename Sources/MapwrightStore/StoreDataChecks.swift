import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

/// The data checks of one step of a store's path, counted from the store's rows (docs/stores.md): each change
/// a migration can fail on, or lose data by, becomes a ``StoreFinding`` with counts and a few primary keys.
/// The rows are those of the store's own version (`layout`): an element added by an earlier step of the path
/// has no rows to count. A table or column a check needs that the store lacks is said (MW192), never skipped.
package struct StoreDataChecks {
    let connection: SQLiteConnection
    /// The layout of the store's own version, whose columns hold the rows.
    let layout: ExpectedLayout
    /// The tables and columns the store has.
    let stored: StoreLayout
    /// Affected values are shown only when asked.
    let showValues: Bool
    /// The most primary keys (and values) a finding shows.
    static let sampleSize = 5
    /// The rows of each entity's table, counted once: every check of the entity reads the same number.
    private let rowCounts = RowCounts()

    private final class RowCounts {
        var counts: [String: Int] = [:]
    }

    package init(connection: SQLiteConnection, layout: ExpectedLayout, stored: StoreLayout, showValues: Bool) {
        self.connection = connection
        self.layout = layout
        self.stored = stored
        self.showValues = showValues
    }

    /// A table or columns a check needs that the store does not have.
    struct MissingInStore: Error {
        var what: String
    }

    /// The findings of `step`, which the store takes. When a mapping model serves the step, a type change's
    /// values are its expression's to convert: a note.
    package func check(_ step: StepAnalysis, title: String) throws -> [StoreFinding] {
        var findings: [StoreFinding] = []
        let source = step.diff.from, destination = step.diff.to
        for match in step.diff.entityMatches {
            guard let sourceEntity = match.source else { continue }
            guard let destinationEntity = match.destination else {
                findings += try said(title, sourceEntity.name, nil) {
                    guard let rows = try rows(of: sourceEntity.name) else { return [] }
                    return [
                        finding(
                            StoreRules.dataRemoved, title, sourceEntity.name, nil, rows,
                            "entity \(sourceEntity.name) is removed: \(rows.affected) of its rows are not carried over",
                            location: sourceEntity.anchor.location)
                    ]
                }
                continue
            }
            for property in match.properties {
                let name = property.source?.property.name ?? property.destination?.property.name
                findings += try said(title, sourceEntity.name, name) {
                    try propertyChecks(
                        property, entity: sourceEntity.name, destinationEntity: destinationEntity.name, source: source,
                        destination: destination, title: title)
                }
            }
            for constraint in destinationEntity.uniquenessConstraints
            where !sourceEntity.uniquenessConstraints.contains(constraint) {
                findings += try said(title, sourceEntity.name, constraint.joined(separator: ", ")) {
                    try duplicates(constraint, entity: sourceEntity.name, title: title).map { [$0] } ?? []
                }
            }
        }
        if !step.coveredBy.isEmpty {
            for index in findings.indices where findings[index].rule == StoreRules.valuesNeedConversion {
                findings[index].severity = .note
                findings[index].message += " by \(step.coveredBy.joined(separator: ", "))"
            }
        }
        return findings
    }

    /// The findings `checks` makes; when the store lacks a table or column they need, MW192 saying which.
    private func said(_ title: String, _ entity: String, _ property: String?, _ checks: () throws -> [StoreFinding])
        throws -> [StoreFinding]
    {
        do {
            return try checks()
        } catch let missing as MissingInStore {
            let element = entity + (property.map { ".\($0)" } ?? "")
            return [
                StoreFinding(
                    rule: StoreRules.layoutMismatch, severity: StoreRules.layoutMismatch.severity, step: title,
                    entity: entity, property: property,
                    message:
                        "\(element) cannot be checked: the store has no \(missing.what) (its layout differs from its version's)",
                    affected: 0, examined: 0, samplePrimaryKeys: [], sampleValues: [], location: nil)
            ]
        }
    }

    /// The checks of one property of `entity` the step keeps, changes, removes or adds.
    private func propertyChecks(
        _ property: PropertyMatch, entity: String, destinationEntity: String, source: DataModel,
        destination: DataModel, title: String
    ) throws -> [StoreFinding] {
        switch (property.source?.property, property.destination?.property) {
        case (.attribute(let old), .attribute(let new)):
            return try attributeChecks(old, new, entity: entity, title: title)
        case (.attribute(let old), nil):
            guard !old.isTransient, let rows = try removedValues(old, entity: entity) else { return [] }
            return [
                finding(
                    StoreRules.dataRemoved, title, entity, old.name, rows,
                    "attribute \(entity).\(old.name) is removed: \(rows.affected) values are lost",
                    location: old.anchor.location)
            ]
        case (nil, .attribute(let new)):
            guard !new.isOptional, !new.hasDefault, !new.isTransient, !new.isDerived, new.type != .composite,
                let rows = try rows(of: entity)
            else { return [] }
            return [
                finding(
                    StoreRules.requiredValuesMissing, title, entity, new.name, rows,
                    "attribute \(destinationEntity).\(new.name) is added as required without a default: \(rows.affected) rows have no value",
                    location: new.anchor.location)
            ]
        case (.relationship(let old), .relationship(let new)):
            guard old.isOptional, !new.isOptional, !new.isToMany, !old.isToMany,
                let column = layout.column(of: old.name, in: entity),
                let rows = try count(entity, where: "\(q(column)) IS NULL", column: column)
            else { return [] }
            return [
                finding(
                    StoreRules.requiredRelationshipMissing, title, entity, old.name, rows,
                    "relationship \(entity).\(old.name) becomes required: \(rows.affected) rows have no destination",
                    location: new.anchor.location)
            ]
        case (.relationship(let old), nil):
            return try removedRelationship(old, entity: entity, source: source, destination: destination, title: title)
                .map { [$0] } ?? []
        default: return []
        }
    }

    // MARK: Attributes

    /// The rows holding a value of `attribute`, which the step removes: for a composite, a value in any of its
    /// elements' columns. Nil when the layout has no column for it.
    private func removedValues(_ attribute: Attribute, entity: String) throws -> Counted? {
        guard attribute.type == .composite else {
            guard let column = layout.column(of: attribute.name, in: entity) else { return nil }
            return try count(entity, where: "\(q(column)) IS NOT NULL", column: column, showing: true)
        }
        let elements = layout.model.composites.first { $0.name == attribute.compositeName }?.attributes ?? []
        let columns = elements.compactMap { layout.column(of: "\(attribute.name).\($0.name)", in: entity) }
        guard !columns.isEmpty, let table = layout.table(of: entity) else { return nil }
        try require(table, columns)
        return try count(entity, where: columns.map { "\(q($0)) IS NOT NULL" }.joined(separator: " OR "))
    }

    private func attributeChecks(_ old: Attribute, _ new: Attribute, entity: String, title: String) throws
        -> [StoreFinding]
    {
        guard !old.isTransient, !new.isTransient, old.type != .composite,
            let column = layout.column(of: old.name, in: entity)
        else { return [] }
        var findings: [StoreFinding] = []
        let name = "\(entity).\(old.name)"
        if old.isOptional, !new.isOptional, !new.hasDefault,
            let rows = try count(entity, where: "\(q(column)) IS NULL", column: column)
        {
            findings.append(
                finding(
                    StoreRules.requiredValuesMissing, title, entity, old.name, rows,
                    "attribute \(name) becomes required without a default: \(rows.affected) rows hold no value",
                    location: new.anchor.location))
        }
        if old.type != new.type {
            if let range = Self.integerRange(new.type), let oldRange = Self.integerRange(old.type),
                oldRange.upperBound > range.upperBound
            {
                if let rows = try count(
                    entity, where: "\(q(column)) < \(range.lowerBound) OR \(q(column)) > \(range.upperBound)",
                    column: column, showing: true)
                {
                    findings.append(
                        finding(
                            StoreRules.valuesOutOfRange, title, entity, old.name, rows,
                            "attribute \(name) narrows from \(old.type.rawValue) to \(new.type.rawValue): \(rows.affected) values are out of its range",
                            location: new.anchor.location))
                }
            } else if !(old.type.isNumeric && new.type.isNumeric),
                let rows = try count(entity, where: "\(q(column)) IS NOT NULL", column: column, showing: true)
            {
                findings.append(
                    finding(
                        StoreRules.valuesNeedConversion, title, entity, old.name, rows,
                        "attribute \(name) changes from \(old.type.rawValue) to \(new.type.rawValue): \(rows.affected) values must be converted",
                        location: new.anchor.location))
            }
        }
        if let found = try validation(old, new, column: column, entity: entity, title: title) {
            findings.append(found)
        }
        return findings
    }

    /// Rows violating validation the destination adds or tightens: minimum and maximum (a value's bounds, a
    /// string's length), and a regular expression.
    private func validation(_ old: Attribute, _ new: Attribute, column: String, entity: String, title: String) throws
        -> StoreFinding?
    {
        let tightened =
            (new.minValue != nil && new.minValue != old.minValue)
            || (new.maxValue != nil && new.maxValue != old.maxValue)
            || (new.regularExpression != nil && new.regularExpression != old.regularExpression)
        guard tightened else { return nil }
        let value = new.type == .string ? "length(\(q(column)))" : q(column)
        var conditions: [String] = []
        var bounds: [String] = []
        if let minimum = new.minValue.flatMap(Double.init) {
            conditions.append("\(value) < \(minimum)")
            bounds.append("minimum \(new.minValue!)")
        }
        if let maximum = new.maxValue.flatMap(Double.init) {
            conditions.append("\(value) > \(maximum)")
            bounds.append("maximum \(new.maxValue!)")
        }
        var expression: NSRegularExpression?
        if let pattern = new.regularExpression, new.type == .string {
            expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$")
            bounds.append("regular expression \(pattern)")
        }
        guard !conditions.isEmpty || expression != nil else { return nil }
        let numbers = try entityFilter(entity)
        try require(layout.table(of: entity)!, [column])
        let table = q(layout.table(of: entity)!)
        var affected = 0, examined = 0
        var keys: [Int64] = [], values: [String] = []
        // One pass over the rows with a value: bounds in SQL, the expression in Swift.
        let sql =
            "SELECT Z_PK, \(q(column)), \(conditions.isEmpty ? "0" : conditions.joined(separator: " OR ")) FROM \(table) WHERE \(q(column)) IS NOT NULL\(numbers) ORDER BY Z_PK"
        try connection.forEachRow(sql) { row in
            examined += 1
            var violates = row[2].integer == 1
            if !violates, let expression, let text = row[1].text {
                violates =
                    expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil
            }
            if violates {
                affected += 1
                if keys.count < Self.sampleSize, let key = row[0].integer {
                    keys.append(key)
                    values.append(Self.display(row[1]))
                }
            }
            return true
        }
        let rows = Counted(affected: affected, examined: examined, keys: keys, values: values)
        return finding(
            StoreRules.validationViolated, title, entity, old.name, rows,
            "attribute \(entity).\(old.name) gets \(bounds.joined(separator: ", ")): \(affected) values violate it",
            location: new.anchor.location)
    }

    // MARK: Relationships and constraints

    private func removedRelationship(
        _ old: Relationship, entity: String, source: DataModel, destination: DataModel, title: String
    ) throws -> StoreFinding? {
        guard !old.isTransient else { return nil }
        // The links live on one side: a kept inverse keeps them.
        if let inverse = old.inverse, let kept = destination.entity(named: old.destination),
            destination.ancestry(of: kept).contains(where: { $0.relationships.contains { $0.name == inverse } })
        {
            return nil
        }
        let name = "\(entity).\(old.name)"
        let rows: Counted?
        if !old.isToMany, let column = layout.column(of: old.name, in: entity) {
            rows = try count(entity, where: "\(q(column)) IS NOT NULL", column: column)
        } else if let join = layout.joinTable(of: old.name, in: entity) {
            try require(join.table, [join.sourceColumn, join.destinationColumn])
            let total = try connection.integer("SELECT count(*) FROM \(q(join.table))")
            let keys = try connection.rows(
                "SELECT DISTINCT \(q(join.sourceColumn)) FROM \(q(join.table)) ORDER BY 1 LIMIT \(Self.sampleSize)"
            ).compactMap { $0.first?.integer }
            rows = Counted(affected: total, examined: total, keys: keys, values: [])
        } else if let (table, column) = layout.inverselessColumn(of: old.name, in: entity) {
            try require(table, [column])
            let total = try connection.integer("SELECT count(*) FROM \(q(table)) WHERE \(q(column)) IS NOT NULL")
            let keys = try connection.rows(
                "SELECT DISTINCT \(q(column)) FROM \(q(table)) WHERE \(q(column)) IS NOT NULL ORDER BY 1 LIMIT \(Self.sampleSize)"
            ).compactMap { $0.first?.integer }
            rows = Counted(affected: total, examined: total, keys: keys, values: [])
        } else {
            rows = nil
        }
        guard let rows else { return nil }
        return finding(
            StoreRules.dataRemoved, title, entity, old.name, rows,
            "relationship \(name) is removed: \(rows.affected) links are lost", location: old.anchor.location)
    }

    /// Groups of rows sharing the values of an added uniqueness constraint (rows with a NULL among them are
    /// not duplicates, as in a unique index).
    private func duplicates(_ constraint: [String], entity: String, title: String) throws -> StoreFinding? {
        let columns = constraint.compactMap { layout.column(of: $0, in: entity) }
        guard columns.count == constraint.count, !columns.isEmpty, let table = layout.table(of: entity) else {
            return nil
        }
        try require(table, columns)
        let list = columns.map(q).joined(separator: ", ")
        let filter =
            "WHERE " + columns.map { "\(q($0)) IS NOT NULL" }.joined(separator: " AND ") + (try entityFilter(entity))
        let grouped = "SELECT min(Z_PK) AS first, count(*) AS size FROM \(q(table)) \(filter) GROUP BY \(list)"
        let summary = try connection.rows("SELECT count(*), coalesce(sum(size), 0) FROM (\(grouped) HAVING size > 1)")
        let groups = Int(summary.first?[0].integer ?? 0), duplicated = Int(summary.first?[1].integer ?? 0)
        let examined = try connection.integer("SELECT count(*) FROM \(q(table)) \(filter)")
        let keys = try connection.rows("\(grouped) HAVING size > 1 ORDER BY first LIMIT \(Self.sampleSize)").compactMap
        {
            $0.first?.integer
        }
        let rows = Counted(affected: groups, examined: examined, keys: keys, values: [])
        return finding(
            StoreRules.duplicateValues, title, entity, constraint.joined(separator: ", "), rows,
            "entity \(entity) becomes unique on \(constraint.joined(separator: ", ")): \(groups) groups of duplicates (\(duplicated) rows)",
            location: layout.model.entity(named: entity)?.anchor.location)
    }

    // MARK: Counting

    /// What a check counted.
    struct Counted {
        var affected: Int
        var examined: Int
        var keys: [Int64]
        var values: [String]
    }

    /// ` AND Z_ENT IN (…)` when `entity` shares its table with others, else nothing.
    private func entityFilter(_ entity: String) throws -> String {
        guard let table = layout.table(of: entity), let tableEntities = layout.tables.first(where: { $0.name == table })
        else { throw StoreError.unreadable("entity \(entity) has no table in the store's layout") }
        let numbers = layout.entityNumbers(ofHierarchy: entity)
        if numbers.count == tableEntities.entities.count { return "" }
        return " AND Z_ENT IN (\(numbers.map(String.init).joined(separator: ", ")))"
    }

    /// Every row of `entity` (each affected): nil when the store has no table for it.
    private func rows(of entity: String) throws -> Counted? {
        try count(entity, where: "1")
    }

    /// The rows of `entity` matching `condition` on `column`, with a few primary keys (and values of `column`,
    /// when `showing` them and asked to); nil when the model's layout has no table for the entity. Throws
    /// ``MissingInStore`` when the store lacks the table or the column.
    private func count(_ entity: String, where condition: String, column: String? = nil, showing: Bool = false)
        throws -> Counted?
    {
        guard let table = layout.table(of: entity) else { return nil }
        try require(table, column.map { [$0] } ?? [])
        let filter = try entityFilter(entity)
        let examined = try rowCount(table, filter: filter)
        let affected = try connection.integer("SELECT count(*) FROM \(q(table)) WHERE (\(condition))\(filter)")
        var keys: [Int64] = [], values: [String] = []
        if affected > 0 {
            let shown = showValues && showing ? column.map { ", \(q($0))" } ?? "" : ""
            for row in try connection.rows(
                "SELECT Z_PK\(shown) FROM \(q(table)) WHERE (\(condition))\(filter) ORDER BY Z_PK LIMIT \(Self.sampleSize)"
            ) {
                if let key = row[0].integer { keys.append(key) }
                if row.count > 1 { values.append(Self.display(row[1])) }
            }
        }
        return Counted(affected: affected, examined: examined, keys: keys, values: values)
    }

    /// The rows of `table` passing `filter` (an entity filter), counted once. Without a filter SQLite counts the
    /// table's b-tree without decoding its rows (half the time of a scan on a large store).
    private func rowCount(_ table: String, filter: String) throws -> Int {
        if let known = rowCounts.counts[table + filter] { return known }
        let count = try connection.integer(
            "SELECT count(*) FROM \(q(table))" + (filter.isEmpty ? "" : " WHERE 1\(filter)"))
        rowCounts.counts[table + filter] = count
        return count
    }

    /// Throws ``MissingInStore`` unless the store has `table` with `columns`.
    private func require(_ table: String, _ columns: [String]) throws {
        guard let present = stored.tables[table] else {
            throw MissingInStore(what: "table \(PrintableText.escaped(table))")
        }
        let missing = columns.filter { !present.contains($0) }
        guard missing.isEmpty else {
            throw MissingInStore(
                what:
                    "column \(missing.map { PrintableText.escaped($0) }.joined(separator: ", ")) in table \(PrintableText.escaped(table))"
            )
        }
    }

    private func finding(
        _ rule: Rule, _ step: String, _ entity: String, _ property: String?, _ rows: Counted, _ message: String,
        location: SourceLocation?
    ) -> StoreFinding {
        let holds = rows.affected == 0
        return StoreFinding(
            rule: rule, severity: holds ? .note : rule.severity, step: step, entity: entity, property: property,
            message: holds ? "\(message) (holds for this store: \(rows.examined) rows read)" : message,
            affected: rows.affected, examined: rows.examined, samplePrimaryKeys: rows.keys,
            sampleValues: showValues ? rows.values : [], location: location)
    }

    /// The range of an integer type.
    static func integerRange(_ type: AttributeType) -> ClosedRange<Int64>? {
        switch type {
        case .integer16: Int64(Int16.min)...Int64(Int16.max)
        case .integer32: Int64(Int32.min)...Int64(Int32.max)
        case .integer64: Int64.min...Int64.max
        default: nil
        }
    }

    /// A value as `--show-values` prints it.
    static func display(_ value: SQLiteValue) -> String {
        switch value {
        case .null: "NULL"
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .text(let text): PrintableText.escaped(text)
        case .blob(let bytes): "<\(bytes.count) bytes>"
        }
    }
}

/// A quoted identifier.
private func q(_ name: String) -> String { SQLiteConnection.quoted(name) }
