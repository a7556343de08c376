import Dispatch
import Foundation
import MapwrightDiagnostics

extension RandomAccessCollection where Self: Sendable, Index == Int {
    /// `map(transform)`, with the elements transformed on every core at once; the results keep the order of
    /// the elements, so the output is the same as a plain `map`'s.
    ///
    /// For independent pieces of one stage (the versions of a history, the steps between them): `transform`
    /// must not depend on the order in which the elements are transformed, nor share mutable state without
    /// a lock. Task-local values are not visible inside `transform`.
    package func concurrentMap<Transformed: Sendable>(_ transform: @Sendable (Element) -> Transformed) -> [Transformed]
    {
        let count = self.count
        guard count > 1 else { return map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            let results = ConcurrentResults<Transformed>(count: count)
            let start = startIndex
            DispatchQueue.concurrentPerform(iterations: count) { offset in
                results.store(transform(self[start + offset]), at: offset)
            }
            return results.collected()
        }
    }

    /// `concurrentMap(_:)` for work that reports diagnostics: each element's `transform` gets a collector of
    /// its own, and once every element is done their diagnostics are passed on to `diagnostics` in the order
    /// of the elements, so what the caller receives is what transforming them one after another would emit.
    package func concurrentMap<Transformed: Sendable>(
        diagnostics: any DiagnosticCollector, _ transform: @Sendable (Element, any DiagnosticCollector) -> Transformed
    ) -> [Transformed] {
        // One element emits straight into `diagnostics`: the same order, without keeping a copy of each.
        guard count > 1 else { return map { transform($0, diagnostics) } }
        let results = concurrentMap { element in
            let collector = CollectingDiagnosticCollector()
            return (transform(element, collector), collector.diagnostics)
        }
        for (_, emitted) in results { diagnostics.emit(contentsOf: emitted) }
        return results.map(\.0)
    }
}

/// The results of a ``RandomAccessCollection/concurrentMap(_:)``, each stored once, at its own position,
/// by whichever thread computed it.
private final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`; read only after `concurrentPerform` has returned.
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at offset: Int) {
        lock.withLock { slots[offset] = value }
    }

    /// Every slot, in order; called once, after every slot was stored.
    func collected() -> [Value] {
        lock.withLock { slots.map { $0! } }
    }
}
