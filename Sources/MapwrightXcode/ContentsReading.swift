/// How the reader reads a `contents` file. The fast path streams each child of `<model>` into the decoder
/// as it ends and reuses an entity another version of the bundle wrote the same (``EntityReuse``,
/// ``DecodedEntityCache``); the plain path reads each version alone, parses the whole tree and decodes it.
/// For keyed archives (mapping models' snapshots, expressions and userInfo, pre-Xcode 4 `elements`, stores'
/// model caches), the fast path walks the archive in place (``ArchiveGraph``), the plain one reads it with
/// Foundation (``FoundationArchive``). The plain path is the reference the differential tests hold the fast
/// one to.
package enum ContentsReading: Sendable {
    case fast
    case plain
}
