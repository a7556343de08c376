import Foundation

/// A `CF$UID` of a binary property list: the index of an object of a keyed archive's `$objects`.
struct PropertyListReference: Hashable, Sendable {
    let index: Int
}

/// Reads the values of a binary property list whose layout ``BinaryPropertyListCheck`` checked (every object
/// in bounds, no cycle, no set, a bounded depth), as Foundation gives them: `NSNumber` for integers and
/// reals, `Bool`, `String`, `Data`, `Date`, `[Any]`, `[String: Any]`, and each `CF$UID` as a
/// ``PropertyListReference``. Foundation on Linux builds every object through CoreFoundation and bridges it:
/// reading the model snapshots of an app's mapping models that way was most of a `check` of the app
/// (docs/performance.md, "Tenth round").
struct BinaryPropertyListDecoder {
    private let layout: BinaryPropertyListCheck.Layout
    /// The objects read so far, by index: a writer stores a string used many times (a key) once.
    private var read: [Any?]

    init(_ layout: BinaryPropertyListCheck.Layout) {
        self.layout = layout
        read = Array(repeating: nil, count: layout.offsets.count)
    }

    typealias Unreadable = BinaryPropertyListCheck.Unreadable

    /// The object at `index`, with what it holds.
    mutating func value(at index: Int) throws(Unreadable) -> Any {
        if let known = read[index] { return known }
        let value = try decode(index)
        read[index] = value
        return value
    }

    private mutating func decode(_ index: Int) throws(Unreadable) -> Any {
        let bytes = layout.bytes, offset = layout.offsets[index]
        let marker = bytes[offset], low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0 where marker == 0x08: return false
        case 0x0 where marker == 0x09: return true
        case 0x1 where low <= 3:
            let value = Self.unsigned(bytes, at: offset + 1, size: 1 << low)
            // One, two and four bytes are unsigned, eight are signed; Foundation holds either as a 64-bit integer.
            return NSNumber(value: Int64(bitPattern: value))
        case 0x2 where low == 2:
            return NSNumber(value: Float(bitPattern: UInt32(Self.unsigned(bytes, at: offset + 1, size: 4))))
        case 0x2 where low == 3:
            return NSNumber(value: Double(bitPattern: Self.unsigned(bytes, at: offset + 1, size: 8)))
        case 0x3 where marker == 0x33:
            return Date(
                timeIntervalSinceReferenceDate: Double(bitPattern: Self.unsigned(bytes, at: offset + 1, size: 8)))
        case 0x8:
            // Found by `FuzzMappingModel`: a reference past `Int.max` trapped.
            guard let reference = Int(exactly: Self.unsigned(bytes, at: offset + 1, size: low + 1)) else {
                throw Self.damaged(index)
            }
            return PropertyListReference(index: reference)
        case 0x4, 0x5, 0x6:
            guard let (length, start) = BinaryPropertyListCheck.length(bytes, marker: low, at: offset, end: layout.end)
            else { throw Self.damaged(index) }
            switch marker >> 4 {
            case 0x4: return Data(bytes[start..<(start + length)])
            case 0x5:
                let ascii = bytes[start..<(start + length)]
                guard ascii.allSatisfy({ $0 < 0x80 }) else { throw Self.damaged(index) }
                return String(decoding: ascii, as: UTF8.self)
            default:
                let units = (0..<length).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            }
        case 0xA:
            var array: [Any] = []
            array.reserveCapacity(layout.children[index].count)
            for child in layout.children[index] { array.append(try value(at: child)) }
            return array
        case 0xD:
            let references = layout.children[index], count = references.count / 2
            var dictionary: [String: Any] = [:]
            dictionary.reserveCapacity(count)
            for position in 0..<count {
                guard let key = try value(at: references[position]) as? String else {
                    throw Unreadable(message: "object \(index) of the binary property list has a key that is no string")
                }
                dictionary[key] = try value(at: references[count + position])
            }
            return dictionary
        default:
            throw Unreadable(message: "object \(index) of the binary property list is of a kind no keyed archive holds")
        }
    }

    private static func damaged(_ index: Int) -> Unreadable {
        Unreadable(message: "object \(index) of the binary property list is damaged")
    }

    /// The big-endian unsigned integer of `size` bytes (at most 8; a longer one gives its last 8) at `offset`,
    /// which the layout's check keeps in bounds.
    private static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[(offset + max(0, size - 8))..<(offset + size)] { value = value << 8 | UInt64(byte) }
        return value
    }
}
