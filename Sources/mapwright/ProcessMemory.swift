import CAllocator

/// How the command line's memory is handled. A run reads whole model versions into millions of small
/// allocations, holds them until its output is written, then exits; two settings fit that shape
/// (docs/performance.md, "Memory and unchanged entities, fifth round").
enum ProcessMemory {
    /// How far the allocator grows its heap past each request. With glibc's default (128 KB) the heap
    /// grew, and was trimmed back, hundreds of times while a large version was read; growing 64 MB at a time
    /// took 8–20 % off the benchmark's commands. Only address space is reserved: a page costs memory when it
    /// is first written.
    static let heapGrowthStep: Int32 = 64 << 20

    /// Applies the allocator setting; the first thing the process does.
    static func configure() {
        mapwright_set_heap_growth_step(heapGrowthStep)
    }

    /// Keeps `value` until the process ends. Freeing a run's models and analysis object by object cost
    /// ≈ 10 ms on the benchmark's 5000-entity model just before the exit returned all of it at once; a
    /// command hands what it loaded here once it no longer needs it.
    static func keepUntilExit(_ value: some Any) {
        _ = Unmanaged.passRetained(KeptValue(value))
    }

    /// A value owned by nothing but the reference ``keepUntilExit(_:)`` never releases.
    private final class KeptValue {
        let value: Any
        init(_ value: Any) { self.value = value }
    }
}
