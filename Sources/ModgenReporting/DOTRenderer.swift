import Foundation

/// The picture as Graphviz DOT (`dot -Tpng`), one cluster and one colour per kind.
public enum DOTRenderer {
    public static func render(_ picture: DependencyPicture) -> String {
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
