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
        var label = ""
        func add(_ end: End) {
            if !label.isEmpty { label += " / " }
            label += end.name
            label += end.isToMany ? " ∗" : " 1"
        }
        forward.forEach(add)
        backward.forEach(add)
        return label
    }
}

/// A rectangle of the diagram, for telling what overlaps.
struct DiagramRect: Hashable, Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    func intersects(_ other: DiagramRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// A link's label, placed where it covers no box and no other label.
struct DiagramLabel: Hashable, Sendable {
    /// The width of one character of the labels' monospaced 11px font.
    static let characterWidth = 6.7
    /// How far the text reaches above and below its baseline.
    static let ascent = 9.0
    static let descent = 3.0

    var text: String
    /// The middle of the text's baseline.
    var x: Double
    var y: Double

    /// The text's extent, with a little room around it.
    var frame: DiagramRect { frame(halfWidth: Self.halfWidth(of: text)) }

    /// Half the width of `text` in the labels' font.
    static func halfWidth(of text: String) -> Double { Double(DiagramLayout.characterCount(text)) * characterWidth / 2 }

    /// ``frame`` for a text of `halfWidth`.
    func frame(halfWidth half: Double) -> DiagramRect { Self.frame(x: x, y: y, halfWidth: half) }

    /// The frame of a label of `halfWidth` at (`x`, `y`): measured once for every place a label is tried at.
    static func frame(x: Double, y: Double, halfWidth half: Double) -> DiagramRect {
        DiagramRect(minX: x - half - 2, minY: y - ascent - 1, maxX: x + half + 2, maxY: y + descent + 1)
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
    /// One label per link, in the links' order.
    var labels: [DiagramLabel]
    var width: Double
    var height: Double

    /// The diagram of `version` with `marks`; of the entities named in `including` only, when given (and of
    /// the removed entities among them). The entities named in `collapsed` are drawn as their name and a
    /// count of their properties: a step's neighbours, there for their lines, not their contents.
    init(version: DataModel, marks: VersionMarks, including names: Set<String>? = nil, collapsed: Set<String> = []) {
        var entities: [(Entity, ChangeMark?)] = []
        for entity in version.entities where names?.contains(entity.name) ?? true {
            entities.append((entity, marks.entities[entity.name]))
        }
        for entity in marks.removedEntities where names?.contains(entity.name) ?? true {
            entities.append((entity, .removed))
        }
        let unplaced = entities.map { entity, mark in
            collapsed.contains(entity.name)
                ? Self.collapsedBox(entity, mark: mark)
                : Self.box(
                    entity, mark: mark, marks: marks.properties[entity.name] ?? [:],
                    removed: marks.removedProperties[entity.name] ?? [])
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
        var height = max(y - Self.gapY + Self.margin, Self.margin * 2)
        labels = Self.labels(links, boxes: boxes, width: self.width, height: &height)
        self.height = height
    }

    /// Each link's label at the free place nearest its line's middle: off every box and every label placed
    /// before it (a label at the middle of a long line often lies on a box the line passes). One that finds
    /// no room near its line goes below the diagram, which grows to hold it.
    private static func labels(_ links: [DiagramLink], boxes: [DiagramBox], width: Double, height: inout Double)
        -> [DiagramLabel]
    {
        let obstacles = boxes.map { DiagramRect(minX: $0.x, minY: $0.y, maxX: $0.x + $0.width, maxY: $0.y + $0.height) }
        var placed: [DiagramRect] = []
        var labels: [DiagramLabel] = []
        for link in links {
            let from = boxes[link.from], to = boxes[link.to]
            let start = EntityDiagram.border(of: from, toward: (to.centerX, to.centerY))
            let end = EntityDiagram.border(of: to, toward: (from.centerX, from.centerY))
            // The text and its width once per link: up to 1,240 places are tried for it, each by its frame.
            let text = link.label
            let half = DiagramLabel.halfWidth(of: text)
            func isFree(_ frame: DiagramRect) -> Bool {
                guard frame.minX >= 0 && frame.maxX <= width && frame.minY >= 0 && frame.maxY <= height else {
                    return false
                }
                for obstacle in obstacles where obstacle.intersects(frame) { return false }
                for other in placed where other.intersects(frame) { return false }
                return true
            }
            var chosen: DiagramLabel?
            search: for radius in stride(from: 0.0, through: 240, by: 8) {
                for along in alongs {
                    let x = start.x + (end.x - start.x) * along, y = start.y + (end.y - start.y) * along + 4
                    for (dx, dy) in radius == 0 ? center : directions {
                        let (labelX, labelY) = (x + dx * radius, y + dy * radius)
                        if isFree(DiagramLabel.frame(x: labelX, y: labelY, halfWidth: half)) {
                            chosen = DiagramLabel(text: text, x: labelX, y: labelY)
                            break search
                        }
                    }
                }
            }
            let label =
                chosen
                ?? DiagramLabel(text: text, x: width / 2, y: height + DiagramLabel.ascent + 2)
            if chosen == nil { height += DiagramLabel.ascent + DiagramLabel.descent + 6 }
            placed.append(label.frame(halfWidth: half))
            labels.append(label)
        }
        return labels
    }

    /// Where along a line its label is tried, the middle first.
    private static let alongs = [0.5, 0.35, 0.65, 0.2, 0.8]

    /// The point of the line itself, tried first.
    private static let center = [(0.0, 0.0)]

    /// The eight directions a label is tried in around a point of its line, nearest the vertical first.
    private static let directions: [(Double, Double)] = [
        (0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1),
    ]

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
        var rows: [DiagramRow] = []
        rows.reserveCapacity(entity.attributes.count + entity.relationships.count + removed.count)
        for attribute in entity.attributes {
            rows.append(DiagramRow(text: rowText(attribute), mark: mark == .removed ? .removed : marks[attribute.name]))
        }
        for relationship in entity.relationships {
            rows.append(
                DiagramRow(text: rowText(relationship), mark: mark == .removed ? .removed : marks[relationship.name]))
        }
        for property in removed {
            rows.append(
                DiagramRow(
                    text: property.attribute.map(rowText) ?? property.relationship.map(rowText) ?? property.name,
                    mark: .removed))
        }
        let title = title(of: entity)
        // Two more characters for the mark's sign (`+ `), and a little for bold marked rows.
        let longest = rows.reduce(characterCount(title)) { max($0, characterCount($1.text)) }
        return DiagramBox(
            name: entity.name, title: title, mark: mark, rows: rows,
            width: max(140, 24 + characterWidth * Double(longest + 3)))
    }

    /// A box of the entity's name and a count of its properties, its rows left out (a step's neighbour).
    private static func collapsedBox(_ entity: Entity, mark: ChangeMark?) -> DiagramBox {
        let title = title(of: entity)
        let row = DiagramRow(text: "(" + String(entity.attributes.count + entity.relationships.count) + " properties)")
        return DiagramBox(
            name: entity.name, title: title, mark: mark, rows: [row],
            width: max(140, 24 + characterWidth * Double(max(characterCount(title), characterCount(row.text)) + 3)))
    }

    /// `Item : Base` for an entity with a parent, else `Item`.
    private static func title(of entity: Entity) -> String {
        entity.parent.map { entity.name + " : " + $0 } ?? entity.name
    }

    /// `title: String?`.
    static func rowText(_ attribute: Attribute) -> String {
        // Made in one string: a diagram has a row per property.
        var text = ""
        text.reserveCapacity(attribute.name.utf8.count + 16)
        text += attribute.name
        text += ": "
        text += attribute.type.rawValue
        if attribute.isOptional { text += "?" }
        return text
    }

    /// `items → [Item]` for to-many, `list → List` for to-one.
    static func rowText(_ relationship: Relationship) -> String {
        var text = ""
        text.reserveCapacity(relationship.name.utf8.count + relationship.destination.utf8.count + 8)
        text += relationship.name
        text += relationship.isToMany ? " → [" : " → "
        text += relationship.destination
        if relationship.isToMany { text += "]" }
        return text
    }

    /// `text.count`, told from the scalars when each is a character of its own (ASCII other than a carriage
    /// return, and the diagrams' `→` and `∗`): what most names are, without finding grapheme clusters.
    static func characterCount(_ text: String) -> Int {
        var count = 0
        for scalar in text.unicodeScalars {
            guard (scalar.isASCII && scalar != "\r") || scalar == "→" || scalar == "∗" else { return text.count }
            count += 1
        }
        return count
    }

    /// One link per unordered pair of distinct related entities, in the entities' order.
    private static func links(_ entities: [Entity]) -> [DiagramLink] {
        var index: [String: Int] = [:]
        for (position, entity) in entities.enumerated() where index[entity.name] == nil {
            index[entity.name] = position
        }
        // Each pair's link, by the pair's place in a table of every pair.
        var linkOfPair: [Int: Int] = [:]
        var links: [DiagramLink] = []
        for (sourceIndex, entity) in entities.enumerated() {
            for relationship in entity.relationships {
                guard let targetIndex = index[relationship.destination], targetIndex != sourceIndex else { continue }
                let (low, high) = (min(sourceIndex, targetIndex), max(sourceIndex, targetIndex))
                let pair = low * entities.count + high
                let link: Int
                if let existing = linkOfPair[pair] {
                    link = existing
                } else {
                    link = links.count
                    linkOfPair[pair] = link
                    links.append(DiagramLink(from: low, to: high, forward: [], backward: []))
                }
                let end = DiagramLink.End(name: relationship.name, isToMany: relationship.isToMany)
                if sourceIndex == low {
                    links[link].forward.append(end)
                } else {
                    links[link].backward.append(end)
                }
            }
        }
        return links
    }
}
