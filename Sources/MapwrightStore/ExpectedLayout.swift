import MapwrightModel

/// The tables and columns Core Data writes for a model version (docs/core-data/stores.md): a table per root
/// entity shared by its sub-entities, `Z_ENT` numbers depth-first over the roots sorted by name, a column per
/// persistent attribute (per element of a composite), a foreign key per to-one relationship (with `Z_FOK_`, the
/// position, when its inverse is an ordered to-many), join tables for many-to-many relationships (with a
/// position column per ordered side), a column on the destination for a to-many relationship without an inverse.
package struct ExpectedLayout: Sendable {
    /// One table: its name and columns, and the entities whose rows it holds.
    package struct Table: Hashable, Sendable {
        package var name: String
        package var columns: [String]
        package var entities: [String]
    }

    /// Where a many-to-many relationship's links are: the join table and its two columns.
    package struct JoinTable: Hashable, Sendable {
        package var table: String
        /// The column holding the `Z_PK` of the relationship's own entity.
        package var sourceColumn: String
        /// The column holding the destination's `Z_PK`.
        package var destinationColumn: String
    }

    package let model: DataModel
    /// `Z_ENT` by entity name.
    package private(set) var entityNumbers: [String: Int] = [:]
    /// `Z_SUPER` by entity name (0 for a root).
    package private(set) var superNumbers: [String: Int] = [:]
    /// The entity tables, then the join tables, in `Z_ENT` order.
    package private(set) var tables: [Table] = []
    /// The column of each stored attribute or to-one relationship, by declaring entity then property name (a
    /// composite's elements as `attribute.element`).
    private var columns: [String: [String: String]] = [:]
    /// The foreign key of a to-many relationship without an inverse, on its destination's table.
    private var inverselessColumns: [String: [String: String]] = [:]
    private var joins: [String: [String: JoinTable]] = [:]
    private var rootNames: [String: String] = [:]

    package init(_ model: DataModel) {
        self.model = model
        let children = Dictionary(grouping: model.entities.filter { $0.parent != nil }, by: { $0.parent! })
        var order: [Entity] = []
        func visit(_ entity: Entity, root: String, parentNumber: Int) {
            order.append(entity)
            entityNumbers[entity.name] = order.count
            superNumbers[entity.name] = parentNumber
            rootNames[entity.name] = root
            let number = order.count
            for child in (children[entity.name] ?? []).sorted(by: { $0.name < $1.name }) {
                visit(child, root: root, parentNumber: number)
            }
        }
        let names = Set(model.entities.map(\.name))
        for root in model.entities.filter({ $0.parent == nil || !names.contains($0.parent!) })
            .sorted(by: { $0.name < $1.name })
        {
            visit(root, root: root.name, parentNumber: 0)
        }
        var tableColumns: [String: [String]] = [:]
        var tableEntities: [String: [String]] = [:]
        func add(_ column: String, to table: String) -> String {
            var name = column, suffix = 0
            while tableColumns[table, default: []].contains(name) {
                suffix += 1
                name = column + String(suffix)
            }
            tableColumns[table, default: []].append(name)
            return name
        }
        for entity in order {
            let table = tableName(ofRoot: rootNames[entity.name]!)
            if entity.name == rootNames[entity.name] {
                tableColumns[table] = ["Z_PK", "Z_ENT", "Z_OPT"]
            }
            tableEntities[table, default: []].append(entity.name)
            for attribute in entity.attributes where !attribute.isTransient {
                if attribute.type == .composite,
                    let composite = model.composites.first(where: {
                        $0.name == attribute.compositeName
                    })
                {
                    for element in composite.attributes {
                        columns[entity.name, default: [:]]["\(attribute.name).\(element.name)"] = add(
                            "Z" + element.name.uppercased(), to: table)
                    }
                } else {
                    columns[entity.name, default: [:]][attribute.name] = add(
                        "Z" + attribute.name.uppercased(), to: table)
                }
            }
            for relationship in entity.relationships where !relationship.isTransient && !relationship.isToMany {
                let column = add("Z" + relationship.name.uppercased(), to: table)
                columns[entity.name, default: [:]][relationship.name] = column
                if let destination = model.entity(named: relationship.destination),
                    children[destination.name] != nil, let number = entityNumbers[destination.name]
                {
                    _ = add("Z\(number)_" + relationship.name.uppercased(), to: table)
                }
                if let inverse = inverse(of: relationship), inverse.isToMany, inverse.isOrdered {
                    _ = add("Z_FOK_" + relationship.name.uppercased(), to: table)
                }
            }
        }
        // Columns a to-many relationship without an inverse puts on its destination's table.
        for entity in order {
            for relationship in entity.relationships
            where !relationship.isTransient && relationship.isToMany && inverse(of: relationship) == nil {
                guard let root = rootNames[relationship.destination], let number = entityNumbers[entity.name] else {
                    continue
                }
                inverselessColumns[entity.name, default: [:]][relationship.name] = add(
                    "Z\(number)" + relationship.name.uppercased(), to: tableName(ofRoot: root))
            }
        }
        tables = order.filter { $0.name == rootNames[$0.name] }.map { root in
            let name = tableName(ofRoot: root.name)
            return Table(name: name, columns: tableColumns[name] ?? [], entities: tableEntities[name] ?? [])
        }
        // Join tables, named after the side with the lower `Z_ENT`.
        for entity in order {
            for relationship in entity.relationships where !relationship.isTransient && relationship.isToMany {
                guard let inverse = inverse(of: relationship), inverse.isToMany,
                    let own = entityNumbers[entity.name], let other = entityNumbers[relationship.destination],
                    own < other || (own == other && relationship.name <= inverse.name)
                else { continue }
                let table = "Z_\(own)" + relationship.name.uppercased()
                let ownColumn = "Z_\(own)" + inverse.name.uppercased()
                let otherColumn = "Z_\(other)" + relationship.name.uppercased()
                // An ordered side keeps each link's position beside the column of its members: `Z_FOK_` + that
                // column's name after `Z_` (Photos' ordered `assets` of entity 26 to 34: `Z_FOK_34ASSETS`).
                var tableColumns = [ownColumn, otherColumn]
                if relationship.isOrdered { tableColumns.append("Z_FOK_" + otherColumn.dropFirst(2)) }
                if inverse.isOrdered { tableColumns.append("Z_FOK_" + ownColumn.dropFirst(2)) }
                tables.append(Table(name: table, columns: tableColumns, entities: []))
                joins[entity.name, default: [:]][relationship.name] = JoinTable(
                    table: table, sourceColumn: ownColumn, destinationColumn: otherColumn)
                joins[relationship.destination, default: [:]][inverse.name] = JoinTable(
                    table: table, sourceColumn: otherColumn, destinationColumn: ownColumn)
            }
        }
    }

    /// `Item` → `ZITEM`.
    private func tableName(ofRoot name: String) -> String { "Z" + name.uppercased() }

    private func inverse(of relationship: Relationship) -> Relationship? {
        guard let name = relationship.inverse, let destination = model.entity(named: relationship.destination) else {
            return nil
        }
        return model.ancestry(of: destination).lazy.compactMap { $0.relationships.first { $0.name == name } }.first
    }

    /// The table holding the rows of `entity`.
    package func table(of entity: String) -> String? { rootNames[entity].map(tableName(ofRoot:)) }

    /// The `Z_ENT` numbers of `entity` and its sub-entities: its rows in its table.
    package func entityNumbers(ofHierarchy entity: String) -> [Int] {
        model.entities.filter { model.entity($0.name, isOrDescendsFrom: entity) }.compactMap { entityNumbers[$0.name] }
            .sorted()
    }

    /// The column of a stored attribute (`name`, or `attribute.element` of a composite) or to-one relationship
    /// of `entity`, declared there or inherited.
    package func column(of property: String, in entity: String) -> String? {
        guard let found = model.entity(named: entity) else { return nil }
        return model.ancestry(of: found).lazy.compactMap { columns[$0.name]?[property] }.first
    }

    /// Where a to-many relationship without an inverse keeps its links: the destination's table and column.
    package func inverselessColumn(of relationship: String, in entity: String) -> (table: String, column: String)? {
        guard let found = model.entity(named: entity) else { return nil }
        for owner in model.ancestry(of: found) {
            if let column = inverselessColumns[owner.name]?[relationship],
                let destination = owner.relationships.first(where: { $0.name == relationship })?.destination,
                let table = table(of: destination)
            {
                return (table, column)
            }
        }
        return nil
    }

    /// The join table of a many-to-many relationship of `entity`.
    package func joinTable(of relationship: String, in entity: String) -> JoinTable? {
        guard let found = model.entity(named: entity) else { return nil }
        return model.ancestry(of: found).lazy.compactMap { joins[$0.name]?[relationship] }.first
    }
}
