import Foundation

/// The picture as a Mermaid flowchart (GitHub renders it in Markdown).
public enum MermaidRenderer {
    public static func render(_ picture: DependencyPicture) -> String {
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
