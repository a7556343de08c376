import Foundation

/// Checks the structure of a binary property list before Foundation reads it.
///
/// A binary property list is a table of objects that refer to each other by index, so a damaged or
/// hostile one can refer to itself (an array holding itself), nest without end, or share one object so
/// often that the tree it stands for is astronomically large; and Foundation on Linux crashes bridging any
/// set (`0xC`) to Swift, whatever it holds. This check follows the references first, on the bytes: every
/// object in bounds, every reference to an object of the table, no set, no cycle, a bounded depth and a
/// bounded expanded size. ``BinaryPropertyListDecoder`` then reads the values from the checked layout.
enum BinaryPropertyListCheck {
    /// The deepest nesting accepted (Xcode's archives nest a few levels).
    static let maximumDepth = 128
    /// The most objects the expanded tree may hold, counting each shared object every time it is used.
    static let maximumExpandedObjects = 1_000_000

    /// Why a property list could not be read, in words.
    struct Unreadable: Error {
        var message: String
    }

    /// A checked binary property list: its bytes, where each object starts, the objects each refers to (a
    /// dictionary's keys, then its values) and the top object.
    struct Layout {
        let bytes: [UInt8]
        let offsets: [Int]
        let children: [[Int]]
        let top: Int
        /// Where the objects end (the offset table's start).
        let end: Int
    }

    /// `data` read as a property list (binary or XML), the one way Mapwright reads one: a binary list is
    /// checked, then read from its checked layout (``BinaryPropertyListDecoder``); Foundation reads an XML
    /// one, which holds no references and no sets.
    static func propertyList(from data: Data) throws(Unreadable) -> Any {
        if let layout = try checkedLayout(of: data) {
            var decoder = BinaryPropertyListDecoder(checked: layout)
            return decoder.value(at: layout.top)
        }
        do {
            return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw Unreadable(message: "not a property list")
        }
    }

    /// The layout of `data` when it is a binary property list, every object below its top checked as a whole
    /// read meets it (``BinaryPropertyListDecoder/check(_:)``); nil for another format.
    static func checkedLayout(of data: Data) throws(Unreadable) -> Layout? {
        guard data.starts(with: Array("bplist00".utf8)) else { return nil }
        switch layout(of: data) {
        case .success(let layout):
            try BinaryPropertyListDecoder.check(layout)
            return layout
        case .failure(let problem): throw problem
        }
    }

    /// Why `data` (which starts with `bplist00`) cannot be read, or nil when it can.
    static func problem(in data: Data) -> String? {
        guard case .failure(let problem) = layout(of: data) else { return nil }
        return problem.message
    }

    /// The layout of `data` (which starts with `bplist00`), or why it cannot be read.
    static func layout(of data: Data) -> Result<Layout, Unreadable> {
        table([UInt8](data)).flatMap { layout in
            shapeProblem(layout.children, top: layout.top).map { .failure(Unreadable(message: $0)) } ?? .success(layout)
        }
    }

    /// Every object's offset and references, each in bounds; no set.
    private static func table(_ bytes: [UInt8]) -> Result<Layout, Unreadable> {
        func damaged(_ message: String) -> Result<Layout, Unreadable> { .failure(Unreadable(message: message)) }
        guard bytes.count >= 8 + 32 else { return damaged("the binary property list is truncated") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        let count = integer(bytes, at: trailer + 8, size: 8), top = integer(bytes, at: trailer + 16, size: 8)
        let tableStart = integer(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), let count, let top, let tableStart,
            count > 0, count <= bytes.count, top < count, tableStart >= 8,
            tableStart <= trailer, (trailer - tableStart) / offsetSize >= count
        else { return damaged("the binary property list's trailer is damaged") }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for index in 0..<count {
            guard let offset = integer(bytes, at: tableStart + index * offsetSize, size: offsetSize), offset >= 8,
                offset < tableStart
            else { return damaged("object \(index) of the binary property list lies outside it") }
            offsets.append(offset)
        }
        var children: [[Int]] = []
        children.reserveCapacity(count)
        for index in 0..<count {
            // Keyed archives encode sets as dictionaries: a set is damage (Foundation on Linux crashed bridging
            // one), and the decoder reads none.
            guard bytes[offsets[index]] >> 4 != 0xC else {
                return damaged("object \(index) of the binary property list is a set, which no keyed archive holds")
            }
            guard let references = references(bytes, at: offsets[index], referenceSize: referenceSize, end: tableStart),
                references.allSatisfy({ $0 < count })
            else { return damaged("object \(index) of the binary property list is damaged") }
            children.append(references)
        }
        return .success(Layout(bytes: bytes, offsets: offsets, children: children, top: top, end: tableStart))
    }

    /// A cycle, too deep a nesting or too large an expansion below `top`, found without recursion.
    private static func shapeProblem(_ children: [[Int]], top: Int) -> String? {
        enum State { case unvisited, open, done }
        var state = [State](repeating: .unvisited, count: children.count)
        var expanded = [Int](repeating: 0, count: children.count)
        var stack: [(object: Int, next: Int)] = [(top, 0)]
        state[top] = .open
        while let (object, next) = stack.last {
            if next < children[object].count {
                stack[stack.count - 1].next += 1
                let child = children[object][next]
                switch state[child] {
                case .open: return "the binary property list refers to itself"
                case .done: continue
                case .unvisited:
                    guard stack.count < maximumDepth else {
                        return "the binary property list nests deeper than \(maximumDepth) levels"
                    }
                    state[child] = .open
                    stack.append((child, 0))
                }
            } else {
                stack.removeLast()
                state[object] = .done
                let size = children[object].reduce(1) { min($0 + expanded[$1], maximumExpandedObjects + 1) }
                guard size <= maximumExpandedObjects else {
                    return "the binary property list expands to more than \(maximumExpandedObjects) objects"
                }
                expanded[object] = size
            }
        }
        return nil
    }

    /// The object references of the object at `offset` (none for a scalar), or nil when it overruns `end`.
    private static func references(_ bytes: [UInt8], at offset: Int, referenceSize: Int, end: Int) -> [Int]? {
        let marker = bytes[offset], kind = marker >> 4, low = Int(marker & 0x0F)
        switch kind {
        case 0x0: return []  // null, booleans, fill
        case 0x1, 0x2: return offset + 1 + (1 << low) <= end ? [] : nil  // integer, real
        case 0x3: return offset + 9 <= end ? [] : nil  // date
        case 0x8: return offset + 2 + low <= end ? [] : nil  // UID
        case 0x4, 0x5, 0x6, 0xA, 0xD:
            guard let (length, start) = length(bytes, marker: low, at: offset, end: end) else { return nil }
            switch kind {
            case 0x4, 0x5: return start + length <= end ? [] : nil  // data, ASCII string
            case 0x6: return start + 2 * length <= end ? [] : nil  // UTF-16 string
            default:
                let referenceCount = kind == 0xD ? 2 * length : length
                guard referenceCount <= (end - start) / referenceSize else { return nil }
                var references: [Int] = []
                references.reserveCapacity(referenceCount)
                for index in 0..<referenceCount {
                    guard let reference = integer(bytes, at: start + index * referenceSize, size: referenceSize) else {
                        return nil
                    }
                    references.append(reference)
                }
                return references
            }
        default: return nil
        }
    }

    /// A length held in the marker's low nibble, or in the integer object after it when that is 0xF; and
    /// where the content starts.
    static func length(_ bytes: [UInt8], marker low: Int, at offset: Int, end: Int) -> (Int, Int)? {
        guard low == 0x0F else { return (low, offset + 1) }
        guard offset + 2 <= end, bytes[offset + 1] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        guard size <= 8, let length = integer(bytes, at: offset + 2, size: size) else { return nil }
        return (length, offset + 2 + size)
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`, or nil when out of bounds or too large.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        // By position: a loop over a slice of `bytes` retained and released the array at every call.
        for position in offset..<(offset + size) { value = value << 8 | UInt64(bytes[position]) }
        return value <= UInt64(Int32.max) ? Int(value) : nil
    }
}
