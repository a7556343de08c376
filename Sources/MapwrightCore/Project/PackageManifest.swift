import Foundation
import MapwrightSupport
import SwiftParser
import SwiftSyntax

/// The targets of a `Package.swift`, parsed (never run): each `.target`, `.executableTarget`, `.testTarget`,
/// `.macro` or plugin target (`.plugin` with a capability) with its name, its folder (`path:`, else
/// `Sources/<name>`, `Tests/<name>` or `Plugins/<name>`) and the targets it names as dependencies (`"Name"`,
/// `.target(name:)`, `.byName(name:)`; a product of another package is no target of this one). SwiftPM builds
/// every model bundle under a target's folder as a resource.
package enum PackageManifest {
    /// The targets of the manifest at `path`; nil when it cannot be read.
    package static func targets(at path: String) -> [BuildTarget]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let folder = PathName.folder(of: path)
        let visitor = TargetCalls(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: String(decoding: data, as: UTF8.self)))
        return visitor.targets.map { target in
            let relative = target.path ?? target.kind.defaultFolder + "/" + target.name
            return BuildTarget(
                name: target.name, file: path, folders: [PathText.absolute(relative, from: folder)],
                dependencies: target.dependencies)
        }
    }

    /// What decides a target's default folder.
    private enum Kind {
        case test, plugin, other

        init(call: String) {
            self = call == "testTarget" ? .test : call == "plugin" ? .plugin : .other
        }

        /// Where SwiftPM looks for a target of this kind without `path:`.
        var defaultFolder: String {
            switch self {
            case .test: "Tests"
            case .plugin: "Plugins"
            case .other: "Sources"
            }
        }
    }

    private final class TargetCalls: SyntaxVisitor {
        var targets: [(name: String, path: String?, kind: Kind, dependencies: [String])] = []
        static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                Self.kinds.contains(member.declName.baseName.text)
            else { return .visitChildren }
            // `.plugin(name:targets:)` is a product, `.plugin(name:package:)` a use; a plugin target has a capability.
            if member.declName.baseName.text == "plugin",
                !node.arguments.contains(where: { $0.label?.text == "capability" })
            {
                return .skipChildren
            }
            let name = Self.string(labelled: "name", in: node)
            if let name {
                targets.append(
                    (
                        name, Self.string(labelled: "path", in: node), Kind(call: member.declName.baseName.text),
                        Self.dependencies(of: node)
                    ))
            }
            // Inside a target, `.target(name:)` names a dependency and `.plugin(name:)` a plugin it uses.
            return .skipChildren
        }

        /// The names in the `dependencies:` list of a target's call: string literals, `.target(name:)` and
        /// `.byName(name:)`.
        static func dependencies(of call: FunctionCallExprSyntax) -> [String] {
            guard let argument = call.arguments.first(where: { $0.label?.text == "dependencies" }),
                let list = argument.expression.as(ArrayExprSyntax.self)
            else { return [] }
            return list.elements.compactMap { element in
                if let literal = element.expression.as(StringLiteralExprSyntax.self) { return text(of: literal) }
                guard let named = element.expression.as(FunctionCallExprSyntax.self),
                    let member = named.calledExpression.as(MemberAccessExprSyntax.self),
                    ["target", "byName"].contains(member.declName.baseName.text)
                else { return nil }
                return string(labelled: "name", in: named)
            }
        }

        /// The string literal (without interpolation) passed as the argument `label`.
        static func string(labelled label: String, in call: FunctionCallExprSyntax) -> String? {
            guard let argument = call.arguments.first(where: { $0.label?.text == label }),
                let literal = argument.expression.as(StringLiteralExprSyntax.self)
            else { return nil }
            return text(of: literal)
        }

        /// The text of a string literal without interpolation.
        static func text(of literal: StringLiteralExprSyntax) -> String? {
            var text = ""
            for segment in literal.segments {
                guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
                text += part.content.text
            }
            return text
        }
    }
}
