/// Bytes appended piece after piece into memory this value owns, for a writer that puts out megabytes a few
/// bytes at a time: an append is one bounds check and a copy, where `[UInt8]`'s also checks that its storage
/// is unique and goes through generic sequence code. Not copyable, so the memory has exactly one owner.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always) mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always) mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// `byte`, `times` times over.
    mutating func append(_ byte: UInt8, times: Int) {
        if count + times > capacity { grow(toHold: times) }
        (base + count).initialize(repeating: byte, count: times)
        count += times
    }

    /// The bytes written since the last ``removeAll()``.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Forgets the bytes and keeps the memory.
    mutating func removeAll() {
        count = 0
    }

    @inline(never) private mutating func grow(toHold extra: Int) {
        let larger = max(2 * capacity, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        (base, capacity) = (moved, larger)
    }
}
