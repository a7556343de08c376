import MapwrightDiagnostics
import MapwrightModel

/// Decodes a `contents` file's `<model>` while libxml2 reads it: each child of `<model>` (an entity, a
/// fetch request, …) is decoded as soon as its end tag is read and its subtree dropped, so a version is
/// never held as a whole document tree beside the model built from it.
///
/// Decoding runs before the parse has succeeded, so the decoder writes into a collector of its own; the
/// reader passes its diagnostics on only for a document that parses, in the order a decode of the whole
/// tree gave them: the root's attributes, each child, then the root's unknown attributes.
final class StreamingModelDecoder {
    private let decoder: ContentsDecoder
    private let name: String
    private let reuse: EntityReuse?
    /// The model and the root's reader, from the first child on (or from ``finish(_:)`` for a root
    /// without children); nil inside a root that is not `<model>`, whose children are skipped.
    private var model: DataModel?
    private var element: ElementReader?
    private var hasStarted = false

    /// Decodes with `decoder` the version named `name`, taking the entities `reuse` has decoded before and
    /// giving it those it decodes.
    init(decoder: ContentsDecoder, name: String, reuse: EntityReuse? = nil) {
        self.decoder = decoder
        self.name = name
        self.reuse = reuse
    }

    /// Takes one finished child of `root` (the root element, its children not attached), which ends at
    /// offset `end`.
    func take(_ child: XMLNode, of root: XMLNode, end: Int) {
        start(root)
        guard model != nil else { return }
        guard let reuse, child.name == "entity" else {
            decoder.decodeModelChild(child, of: &element!, into: &model!)
            return
        }
        let reported = CollectingDiagnosticCollector(forwardingTo: decoder.diagnostics)
        guard var entity = decoder.reporting(to: reported).decodeEntity(child) else { return }
        reuse.record(entity: &entity, diagnostics: reported.diagnostics, element: child, end: end)
        model!.entities.append(entity)
    }

    /// Takes the entity of ``EntityReuse/reused`` at `index`, in its place among the children of `root`.
    func takeReused(_ index: Int, of root: XMLNode) {
        start(root)
        guard model != nil, let reuse else { return }
        let (entity, diagnostics) = reuse.reusedEntity(at: index)
        for diagnostic in diagnostics { decoder.diagnostics.emit(diagnostic) }
        model!.entities.append(entity)
    }

    /// The model, once the document has parsed; `root` is the root element as the parse returned it. Nil
    /// (with an error) when the root is not `<model>`.
    func finish(_ root: XMLNode) -> DataModel? {
        start(root)
        guard let model, let element else {
            decoder.reportNotAModel(root)
            return nil
        }
        self.model = nil
        element.finish()
        return model
    }

    private func start(_ root: XMLNode) {
        guard !hasStarted else { return }
        hasStarted = true
        (model, element) = decoder.startModel(root, name: name).map { ($0.model, $0.element) } ?? (nil, nil)
        // Room for every entity at once: a model's entity lists, grown by doubling, held a quarter more
        // than their entities on average, over every version of a history.
        if let reuse { model?.entities.reserveCapacity(reuse.entityCount) }
    }
}
