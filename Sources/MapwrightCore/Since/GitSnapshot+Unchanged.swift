import Foundation

extension GitSnapshot {
    /// True when the work tree holds `model` (now at `path`, absolute) exactly as the revision does, so that
    /// the revision's findings are this run's and its copy need not be read: every file the copy would hold,
    /// and every file the work tree's reading takes from the model, the mapping models beside it and the
    /// `configured` ones (`mappings:` and those found in the project, absolute), is at the same path on both
    /// sides with the same git blob id. The work tree's files are hashed as they are (`hash-object
    /// --no-filters`: no filter of the repository runs). A moved model, a link, a file or folder only one side
    /// has, or a file git cannot hash is a change.
    func isUnchanged(_ model: HeldModel, at path: String, configured: [String]) -> Bool {
        let relative = Self.relativePath(of: URL(fileURLWithPath: path).standardizedFileURL.path, in: repository)
        guard model.path == relative else { return false }
        var paths = Set(model.wanted.map(\.path))
        for read in [path] + MappingModelSources.candidates(nextTo: path)
            + configured.flatMap(MappingModelSources.expand)
        {
            let top = Self.relativePath(of: read, in: repository)
            guard !top.hasPrefix(".."), let below = Self.files(at: read) else { return false }
            paths.formUnion(below.map { $0.isEmpty ? top : top + "/" + $0 })
        }
        let files = paths.sorted()
        guard files.allSatisfy({ model.files[$0].map { $0.mode != "120000" } ?? false }),
            let output = Git.output(["hash-object", "--no-filters", "--"] + files, in: repository)
        else { return false }
        let objects = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        return objects.count == files.count && zip(files, objects).allSatisfy { model.files[$0]?.object == $1 }
    }

    /// The files at `path` relative to it ("" for `path` itself when it is a file); nil when one is a link
    /// or neither a file nor a folder, or when a folder holds no file (an empty version folder is read).
    static func files(at path: String) -> [String]? {
        // The attributes of the item itself: a link is not followed.
        let type = { (item: String) in
            (try? FileManager.default.attributesOfItem(atPath: item))?[.type] as? FileAttributeType
        }
        switch type(path) {
        case .typeRegular?: return [""]
        case .typeDirectory?: break
        default: return nil
        }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return nil }
        var files: [String] = []
        var folders: [String] = []
        for case let name as String in enumerator {
            switch type(path + "/" + name) {
            case .typeRegular?: files.append(name)
            case .typeDirectory?: folders.append(name)
            default: return nil
            }
        }
        guard !files.isEmpty, folders.allSatisfy({ folder in files.contains { $0.hasPrefix(folder + "/") } }) else {
            return nil
        }
        return files
    }
}
