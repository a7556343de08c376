import MapwrightAnalysis
import MapwrightModel

/// One line of an entity box: an attribute or relationship, with its mark.
struct DiagramRow: Hashable, Sendable {
    var text: String
    var mark: ChangeMark?
}

/// One entity's box, placed.
struct DiagramBox: Hashable, Sendable {
    var name: String
    var title: String
    var mark: ChangeMark?
    var rows: [DiagramRow]
    var x = 0.0
    var y = 0.0
    var width: Double
    var height: Double {
        DiagramLayout.headerHeight + Double(max(rows.count, 1)) * DiagramLayout.rowHeight + DiagramLayout.padding
    }
    var centerX: Double { x + width / 2 }
    var centerY: Double { y + height / 2 }
}

/// A line between two boxes: the relationships it stands for, each with its name and cardinality.
struct DiagramLink: Hashable, Sendable {
    /// One relationship drawn by the link: from the box ``DiagramLink/from`` or ``DiagramLink/to``.
    struct End: Hashable, Sendable {
        var name: String
        var isToMany: Bool
    }

    var from: Int
    var to: Int
    /// The relationships of `from` to `to`, and of `to` to `from`.
    var forward: [End]
    var backward: [End]

    /// `items ∗ / owner 1`: each relationship's name and whether it holds one object or many.
    var label: String {
        (forward + backward).map { "\($0.name) \($0.isToMany ? "∗" : "1")" }.joined(separator: " / ")
    }
}

/// The deterministic layered layout of an entity–relationship diagram: related entities in consecutive
/// rows, so most lines are short and vertical. The best-connected entity starts the first row, its
/// neighbours the next, and so on (each group of connected entities below the previous one); a row is
/// ordered by where its neighbours in the row above are, and wraps after ``maximumPerRow`` boxes.
struct DiagramLayout: Hashable, Sendable {
    static let headerHeight = 24.0
    static let rowHeight = 16.0
    static let padding = 8.0
    /// The width of one character of the diagram's monospaced 12px font.
    static let characterWidth = 7.3
    static let gapX = 60.0
    static let gapY = 70.0
    static let margin = 12.0
    static let maximumPerRow = 5

    var boxes: [DiagramBox]
    var links: [DiagramLink]
    var width: Double
    var height: Double

    /// The diagram of `version` with `marks`; of the entities named in `including` only, when given (and of
    /// the removed entities among them). The entities named in `collapsed` are drawn as their name and a
    /// count of their properties: a step's neighbours, there for their lines, not their contents.
    init(version: DataModel, marks: VersionMarks, including names: Set<String>? = nil, collapsed: Set<String> = []) {
        var entities =
            version.entities.map { ($0, marks.entities[$0.name]) }
            + marks.removedEntities.map { ($0, ChangeMark.removed) }
        if let names { entities = entities.filter { names.contains($0.0.name) } }
        let unplaced = entities.map { entity, mark in
            var box = Self.box(
                entity, mark: mark, marks: marks.properties[entity.name] ?? [:],
                removed: marks.removedProperties[entity.name] ?? [])
            if collapsed.contains(entity.name) {
                box.rows = [
                    DiagramRow(text: "(\(entity.attributes.count + entity.relationships.count) properties)", mark: nil)
                ]
                box.width = max(
                    140, 24 + Self.characterWidth * Double(max(box.title.count, box.rows[0].text.count) + 3))
            }
            return box
        }
        let links = Self.links(entities.map(\.0))
        let rows = Self.rows(count: unplaced.count, links: links)
        var boxes = unplaced
        var y = Self.margin
        var rowWidths: [Double] = []
        for row in rows {
            rowWidths.append(row.map { boxes[$0].width }.reduce(0, +) + Self.gapX * Double(max(row.count - 1, 0)))
        }
        let width = (rowWidths.max() ?? 0) + Self.margin * 2
        for (row, rowWidth) in zip(rows, rowWidths) {
            var x = (width - rowWidth) / 2
            var rowHeight = 0.0
            for index in row {
                boxes[index].x = x
                boxes[index].y = y
                x += boxes[index].width + Self.gapX
                rowHeight = max(rowHeight, boxes[index].height)
            }
            y += rowHeight + Self.gapY
        }
        self.boxes = boxes
        self.links = links
        self.width = max(width, Self.margin * 2)
        self.height = max(y - Self.gapY + Self.margin, Self.margin * 2)
    }

    /// The boxes' indices row by row: breadth-first layers from the best-connected box of each connected
    /// group, each layer sorted by its neighbours' positions in the layer above, wrapped at ``maximumPerRow``.
    private static func rows(count: Int, links: [DiagramLink]) -> [[Int]] {
        var neighbours = Array(repeating: [Int](), count: count)
        for link in links {
            neighbours[link.from].append(link.to)
            neighbours[link.to].append(link.from)
        }
        var layerOf = Array(repeating: -1, count: count)
        var layers: [[Int]] = []
        // Starts: most neighbours first, then the model's order.
        let starts = (0..<count).sorted { (neighbours[$0].count, $1) > (neighbours[$1].count, $0) }
        for start in starts where layerOf[start] < 0 {
            var frontier = [start]
            layerOf[start] = layers.count
            while !frontier.isEmpty {
                layers.append(frontier)
                var next: [Int] = []
                for index in frontier {
                    for neighbour in neighbours[index] where layerOf[neighbour] < 0 {
                        layerOf[neighbour] = layers.count
                        next.append(neighbour)
                    }
                }
                frontier = next
            }
        }
        var rows: [[Int]] = []
        var position = Array(repeating: 0.0, count: count)
        for layer in layers {
            // Under the middle of its neighbours already placed; unrelated ones keep their order.
            let keyed = layer.enumerated().map { order, index -> (Double, Int, Int) in
                let placed = neighbours[index].filter { layerOf[$0] < layerOf[index] }
                let center =
                    placed.isEmpty ? Double(order) : placed.map { position[$0] }.reduce(0, +) / Double(placed.count)
                return (center, order, index)
            }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            let ordered = keyed.map(\.2)
            for (slot, index) in ordered.enumerated() { position[index] = Double(slot % maximumPerRow) }
            for start in stride(from: 0, to: ordered.count, by: maximumPerRow) {
                rows.append(Array(ordered[start..<min(start + maximumPerRow, ordered.count)]))
            }
        }
        return rows
    }

    private static func box(_ entity: Entity, mark: ChangeMark?, marks: [String: ChangeMark], removed: [ModelProperty])
        -> DiagramBox
    {
        var rows = entity.attributes.map {
            DiagramRow(text: rowText($0), mark: mark == .removed ? .removed : marks[$0.name])
        }
        rows += entity.relationships.map {
            DiagramRow(text: rowText($0), mark: mark == .removed ? .removed : marks[$0.name])
        }
        rows += removed.map { property in
            DiagramRow(
                text: property.attribute.map(rowText) ?? property.relationship.map(rowText) ?? property.name,
                mark: .removed)
        }
        var title = entity.name
        if let parent = entity.parent { title += " : \(parent)" }
        // Two more characters for the mark's sign (`+ `), and a little for bold marked rows.
        let longest = ([title] + rows.map(\.text)).map(\.count).max() ?? 0
        return DiagramBox(
            name: entity.name, title: title, mark: mark, rows: rows,
            width: max(140, 24 + characterWidth * Double(longest + 3)))
    }

    /// `title: String?`.
    static func rowText(_ attribute: Attribute) -> String {
        "\(attribute.name): \(attribute.type.rawValue)\(attribute.isOptional ? "?" : "")"
    }

    /// `items → [Item]` for to-many, `list → List` for to-one.
    static func rowText(_ relationship: Relationship) -> String {
        "\(relationship.name) → \(relationship.isToMany ? "[\(relationship.destination)]" : relationship.destination)"
    }

    /// One link per unordered pair of distinct related entities, in the entities' order.
    private static func links(_ entities: [Entity]) -> [DiagramLink] {
        let index = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var links: [[Int]: DiagramLink] = [:]
        var order: [[Int]] = []
        for (sourceIndex, entity) in entities.enumerated() {
            for relationship in entity.relationships {
                guard let targetIndex = index[relationship.destination], targetIndex != sourceIndex else { continue }
                let pair = [min(sourceIndex, targetIndex), max(sourceIndex, targetIndex)]
                if links[pair] == nil {
                    order.append(pair)
                    links[pair] = DiagramLink(from: pair[0], to: pair[1], forward: [], backward: [])
                }
                let end = DiagramLink.End(name: relationship.name, isToMany: relationship.isToMany)
                if sourceIndex == pair[0] {
                    links[pair]?.forward.append(end)
                } else {
                    links[pair]?.backward.append(end)
                }
            }
        }
        return order.compactMap { links[$0] }
    }
}
