import Foundation
import YAMLTree

/// The picture as Graphviz DOT (`dot -Tpng`), one cluster and one colour per kind.
///
/// The picture's three formats are in this file: DOT here, then `MermaidRenderer` and
/// `JSONPictureRenderer`, and `KindStyle`, the titles and colours the first two share.
package enum DOTRenderer {
    package static func render(_ picture: DependencyPicture) -> String {
        var lines = [
            "digraph \(quoted(picture.name)) {",
            "    rankdir=LR;",
            "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];",
        ]
        for kind in picture.presentKinds {
            lines.append("    subgraph \(quoted("cluster_" + kind)) {")
            lines.append("        label=\(quoted(KindStyle.title(kind)));")
            lines.append("        color=\(quoted(KindStyle.border(kind)));")
            for node in picture.nodes(ofKind: kind) {
                lines.append("        \(quoted(node.name)) [fillcolor=\(quoted(KindStyle.fill(kind)))\(kind == "package" ? ", style=\"rounded,dashed,filled\"" : "")];")
            }
            lines.append("    }")
        }
        for edge in picture.edges {
            lines.append("    \(quoted(edge.from)) -> \(quoted(edge.to));")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// The picture as a Mermaid flowchart (GitHub renders it in Markdown).
package enum MermaidRenderer {
    package static func render(_ picture: DependencyPicture) -> String {
        var lines = ["graph LR"]
        for kind in picture.presentKinds {
            lines.append("    subgraph \(kind)[\"\(KindStyle.title(kind))\"]")
            for node in picture.nodes(ofKind: kind) {
                lines.append("        \(identifier(node.name))[\"\(node.name)\"]")
            }
            lines.append("    end")
        }
        for edge in picture.edges {
            lines.append("    \(identifier(edge.from)) --> \(identifier(edge.to))")
        }
        for kind in picture.presentKinds {
            lines.append("    classDef \(kind) fill:\(KindStyle.fill(kind)),stroke:\(KindStyle.border(kind))")
            let names = picture.nodes(ofKind: kind).map { identifier($0.name) }
            lines.append("    class \(names.joined(separator: ",")) \(kind)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid ids may not hold `/`; node labels keep the real name.
    private static func identifier(_ name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: "/")) else { return name }
        return name.replacingOccurrences(of: "/", with: "__")
    }
}

/// The picture as JSON: `{"name", "nodes": [{name, kind, path}], "edges": [{from, to}]}`.
package enum JSONPictureRenderer {
    private struct Document: Encodable {
        var name: String
        var nodes: [DependencyPicture.Node]
        var edges: [DependencyPicture.Edge]
    }

    package static func render(_ picture: DependencyPicture) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Document(name: picture.name, nodes: picture.nodes, edges: picture.edges))
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// How each kind looks in the pictures: one title, fill and border colour per kind.
enum KindStyle {
    static func title(_ kind: String) -> String {
        switch kind {
        case "app": return "App"
        case "feature": return "Features"
        case "example": return "Examples"
        case "interface": return "Interfaces"
        case "deps": return "Deps"
        case "core": return "Core"
        case "binary": return "Binaries"
        case "macro": return "Macros"
        default: return "Packages"
        }
    }

    static func fill(_ kind: String) -> String {
        switch kind {
        case "app": return "#f9d5e5"
        case "feature": return "#cde4ff"
        case "example": return "#e8f1ff"
        case "interface": return "#d5f5e3"
        case "deps": return "#fdebd0"
        case "core": return "#e5e7e9"
        case "binary": return "#f2f3f4"
        case "macro": return "#ebdef0"
        default: return "#ffffff"
        }
    }

    static func border(_ kind: String) -> String {
        switch kind {
        case "app": return "#c0392b"
        case "feature", "example": return "#2e86c1"
        case "interface": return "#239b56"
        case "deps": return "#ca6f1e"
        case "core": return "#566573"
        case "binary": return "#34495e"
        case "macro": return "#7d3c98"
        default: return "#7f8c8d"
        }
    }
}
