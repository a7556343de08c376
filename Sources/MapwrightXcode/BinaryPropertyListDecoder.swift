import Foundation

/// A `CF$UID` of a binary property list: the index of an object of a keyed archive's `$objects`.
struct PropertyListReference: Hashable, Sendable {
    let index: Int
}

/// Reads the values of a binary property list whose layout ``BinaryPropertyListCheck`` checked (every object
/// in bounds, no cycle, no set, a bounded depth), as Foundation gives them: `NSNumber` for integers and
/// reals, `Bool`, `String`, `Data`, `Date`, `[Any]`, `[String: Any]`, and each `CF$UID` as a
/// ``PropertyListReference``. Foundation on Linux builds every object through CoreFoundation and bridges it:
/// reading the model snapshots of an app's mapping models that way was most of a `check` of the app.
/// ``check(_:)`` first checks every object a whole read meets.
struct BinaryPropertyListDecoder {
    private let layout: BinaryPropertyListCheck.Layout
    /// The objects read so far, by index: a writer stores a string used many times (a key) once.
    private var read: [Any?]

    /// A decoder of a layout ``check(_:)`` accepted.
    init(checked layout: BinaryPropertyListCheck.Layout) {
        self.layout = layout
        read = Array(repeating: nil, count: layout.offsets.count)
    }

    typealias Unreadable = BinaryPropertyListCheck.Unreadable

    /// Checks every object below the top as a whole read meets them, depth first, so that a damaged object
    /// is refused with the same message whichever part of the list is then read.
    static func check(_ layout: BinaryPropertyListCheck.Layout) throws(Unreadable) {
        // Real lists hold no such object: one pass in order tells it, and only a list that holds one is walked
        // in a whole read's order to find the one that read would meet first.
        guard (0..<layout.offsets.count).contains(where: { problem(with: $0, in: layout) != nil }) else { return }
        var checked = [Bool](repeating: false, count: layout.offsets.count)
        try check(layout.top, in: layout, checked: &checked)
    }

    /// What is wrong with the object at `index` itself (what it refers to aside), in words; nil when nothing.
    private static func problem(with index: Int, in layout: BinaryPropertyListCheck.Layout) -> String? {
        let bytes = layout.bytes, offset = layout.offsets[index]
        let marker = bytes[offset], low = Int(marker & 0x0F)
        var damaged: String { "object \(index) of the binary property list is damaged" }
        switch marker >> 4 {
        case 0x0 where marker == 0x08 || marker == 0x09: return nil
        case 0x1 where low <= 3: return nil
        case 0x2 where low == 2 || low == 3: return nil
        case 0x3 where marker == 0x33: return nil
        case 0x8:
            // Found by `FuzzMappingModel`: a reference past `Int.max` trapped.
            return Int(exactly: unsigned(bytes, at: offset + 1, size: low + 1)) == nil ? damaged : nil
        case 0x4, 0x5, 0x6:
            guard let (length, start) = BinaryPropertyListCheck.length(bytes, marker: low, at: offset, end: layout.end)
            else { return damaged }
            guard marker >> 4 == 0x5 else { return nil }
            for position in start..<(start + length) where bytes[position] >= 0x80 { return damaged }
            return nil
        case 0xA: return nil
        case 0xD:
            let references = layout.children[index]
            for key in references[..<(references.count / 2)] where !isString(key, in: layout) {
                return keyIsNoString(index)
            }
            return nil
        default: return "object \(index) of the binary property list is of a kind no keyed archive holds"
        }
    }

    private static func isString(_ index: Int, in layout: BinaryPropertyListCheck.Layout) -> Bool {
        let kind = layout.bytes[layout.offsets[index]] >> 4
        return kind == 0x5 || kind == 0x6
    }

    private static func keyIsNoString(_ index: Int) -> String {
        "object \(index) of the binary property list has a key that is no string"
    }

    private static func check(
        _ index: Int, in layout: BinaryPropertyListCheck.Layout, checked: inout [Bool]
    ) throws(Unreadable) {
        if checked[index] { return }
        switch layout.bytes[layout.offsets[index]] >> 4 {
        case 0xA:
            for child in layout.children[index] { try check(child, in: layout, checked: &checked) }
        case 0xD:
            // A key, whether it is a string, then its value: the order a whole read meets them in.
            let references = layout.children[index], count = references.count / 2
            for position in 0..<count {
                try check(references[position], in: layout, checked: &checked)
                guard isString(references[position], in: layout) else {
                    throw Unreadable(message: keyIsNoString(index))
                }
                try check(references[count + position], in: layout, checked: &checked)
            }
        default:
            if let problem = problem(with: index, in: layout) { throw Unreadable(message: problem) }
        }
        checked[index] = true
    }

    /// The object at `index`, with what it holds.
    mutating func value(at index: Int) -> Any {
        if let known = read[index] { return known }
        let value = decode(index)
        read[index] = value
        return value
    }

    /// The value of a checked object.
    private mutating func decode(_ index: Int) -> Any {
        let bytes = layout.bytes, offset = layout.offsets[index]
        let marker = bytes[offset], low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0: return marker == 0x09
        case 0x1:
            let value = Self.unsigned(bytes, at: offset + 1, size: 1 << low)
            // One, two and four bytes are unsigned, eight are signed; Foundation holds either as a 64-bit integer.
            return NSNumber(value: Int64(bitPattern: value))
        case 0x2 where low == 2:
            return NSNumber(value: Float(bitPattern: UInt32(Self.unsigned(bytes, at: offset + 1, size: 4))))
        case 0x2:
            return NSNumber(value: Double(bitPattern: Self.unsigned(bytes, at: offset + 1, size: 8)))
        case 0x3:
            return Date(
                timeIntervalSinceReferenceDate: Double(bitPattern: Self.unsigned(bytes, at: offset + 1, size: 8)))
        case 0x8:
            return PropertyListReference(index: Self.reference(bytes, at: offset))
        case 0x4:
            // The check read the length.
            let (length, start) = BinaryPropertyListCheck.length(bytes, marker: low, at: offset, end: layout.end)!
            return Data(bytes[start..<(start + length)])
        case 0x5, 0x6:
            // The check read the length.
            return Self.string(at: index, in: layout)!
        case 0xA:
            var array: [Any] = []
            array.reserveCapacity(layout.children[index].count)
            for child in layout.children[index] { array.append(value(at: child)) }
            return array
        default:
            let references = layout.children[index], count = references.count / 2
            var dictionary: [String: Any] = [:]
            dictionary.reserveCapacity(count)
            for position in 0..<count {
                // The check found every key a string.
                dictionary[value(at: references[position]) as! String] = value(at: references[count + position])
            }
            return dictionary
        }
    }

    /// The text of the string object at `index` (ASCII or UTF-16); nil when it is no string or overruns the list.
    static func string(at index: Int, in layout: BinaryPropertyListCheck.Layout) -> String? {
        let bytes = layout.bytes, offset = layout.offsets[index], marker = bytes[offset]
        guard marker >> 4 == 0x5 || marker >> 4 == 0x6,
            let (length, start) = BinaryPropertyListCheck.length(
                bytes, marker: Int(marker & 0x0F), at: offset, end: layout.end)
        else { return nil }
        if marker >> 4 == 0x5 { return String(decoding: bytes[start..<(start + length)], as: UTF8.self) }
        let units = (0..<length).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
        return String(decoding: units, as: UTF16.self)
    }

    /// The index a checked `CF$UID` object at `offset` holds.
    static func reference(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(truncatingIfNeeded: unsigned(bytes, at: offset + 1, size: Int(bytes[offset] & 0x0F) + 1))
    }

    /// The big-endian unsigned integer of `size` bytes (at most 8; a longer one gives its last 8) at `offset`,
    /// which the layout's check keeps in bounds.
    static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for position in (offset + max(0, size - 8))..<(offset + size) { value = value << 8 | UInt64(bytes[position]) }
        return value
    }
}
