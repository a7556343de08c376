import Foundation

/// A property-list value as `NSKeyedArchiver` hands it to Core Foundation's binary writer: dictionaries
/// keep the key order given (the order Apple's writer enumerates them in, taken from Xcode-made files).
indirect enum PropertyListValue: Hashable {
    case string(String)
    case integer(Int)
    /// A boolean (`NSNumber` of a `BOOL`, which the archiver writes inline), e.g. a model's `NSIsOptional`.
    case bool(Bool)
    /// A keyed archive's object reference (`CF$UID`).
    case uid(Int)
    case array([PropertyListValue])
    case dictionary([(key: String, value: PropertyListValue)])
    /// A string Apple's writer does not unique with an equal one already written (see ``BinaryPropertyList``).
    case distinctString(String)

    static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool { lhs.hashKey == rhs.hashKey }
    func hash(into hasher: inout Hasher) { hasher.combine(hashKey) }

    private var hashKey: String {
        switch self {
        case .string(let text), .distinctString(let text): "s" + text
        case .integer(let value): "i\(value)"
        case .bool(let value): "b\(value)"
        case .uid(let value): "u\(value)"
        case .array, .dictionary: "c"
        }
    }
}

/// Encodes a ``PropertyListValue`` as a binary property list (`bplist00`) byte for byte as Core
/// Foundation does for a keyed archive (docs/core-data/xcmappingmodel-format.md, "Value expressions"):
/// objects are flattened depth first (a dictionary's keys, then its values), strings and integers
/// already written are referenced again rather than written twice, archive references (`CF$UID`) are
/// written every time but referenced at their first occurrence, offsets and references take the fewest
/// bytes that hold them. Checked against 24 of the 25 archived value expressions in Xcode-made files.
enum BinaryPropertyList {
    static func encode(_ root: PropertyListValue) -> Data {
        var flattener = Flattener()
        _ = flattener.flatten(root)
        let objects = flattener.objects
        let referenceSize = byteCount(objects.count)
        var output = Data("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(output.count)
            switch object {
            case .scalar(.string(let text)), .scalar(.distinctString(let text)):
                if text.allSatisfy(\.isASCII) {
                    output.append(contentsOf: marker(0x50, count: text.utf8.count))
                    output.append(contentsOf: Array(text.utf8))
                } else {
                    let units = Array(text.utf16)
                    output.append(contentsOf: marker(0x60, count: units.count))
                    for unit in units { output.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
                }
            case .scalar(.integer(let value)):
                output.append(contentsOf: integer(value))
            case .scalar(.bool(let value)):
                output.append(value ? 0x09 : 0x08)
            case .scalar(.uid(let value)):
                let bytes = bigEndian(value, size: byteCount(value + 1))
                output.append(0x80 | UInt8(bytes.count - 1))
                output.append(contentsOf: bytes)
            case .scalar:
                break
            case .array(let references):
                output.append(contentsOf: marker(0xA0, count: references.count))
                for reference in references { output.append(contentsOf: bigEndian(reference, size: referenceSize)) }
            case .dictionary(let keys, let values):
                output.append(contentsOf: marker(0xD0, count: keys.count))
                for reference in keys + values { output.append(contentsOf: bigEndian(reference, size: referenceSize)) }
            }
        }
        let offsetTable = output.count
        let offsetSize = byteCount(offsetTable)
        for offset in offsets { output.append(contentsOf: bigEndian(offset, size: offsetSize)) }
        output.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)])
        output.append(
            contentsOf: bigEndian(objects.count, size: 8) + bigEndian(0, size: 8) + bigEndian(offsetTable, size: 8))
        return output
    }

    private enum Object {
        case scalar(PropertyListValue)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    private struct Flattener {
        var objects: [Object] = []
        var written: [PropertyListValue: Int] = [:]

        mutating func flatten(_ value: PropertyListValue) -> Int {
            switch value {
            case .string, .integer, .bool:
                if let index = written[value] { return index }
                written[value] = objects.count
                objects.append(.scalar(value))
                return objects.count - 1
            case .distinctString:
                objects.append(.scalar(value))
                return objects.count - 1
            case .uid:
                objects.append(.scalar(value))
                if let index = written[value] { return index }
                written[value] = objects.count - 1
                return objects.count - 1
            case .array(let items):
                let index = objects.count
                objects.append(.array([]))
                objects[index] = .array(items.map { flatten($0) })
                return index
            case .dictionary(let entries):
                let index = objects.count
                objects.append(.array([]))
                let keys = entries.map { flatten(.string($0.key)) }
                let values = entries.map { flatten($0.value) }
                objects[index] = .dictionary(keys: keys, values: values)
                return index
            }
        }
    }

    /// The fewest bytes (1, 2, 4 or 8) that hold `value`.
    private static func byteCount(_ value: Int) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    private static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    private static func integer(_ value: Int) -> [UInt8] {
        let size = value < 0 ? 8 : byteCount(value)
        let exponent: UInt8 = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3
        return [0x10 | exponent] + bigEndian(value, size: size)
    }

    /// A type marker with its count: in the low nibble below 15, else `0xF` followed by an integer.
    private static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [type | UInt8(count)] : [type | 0x0F] + integer(count)
    }
}
