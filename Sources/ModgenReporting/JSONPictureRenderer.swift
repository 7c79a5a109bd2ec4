import Foundation
import YAMLTree

/// The picture as JSON: `{"name", "nodes": [{name, kind, path}], "edges": [{from, to}]}`.
public enum JSONPictureRenderer {
    private struct Document: Encodable {
        var name: String
        var nodes: [DependencyPicture.Node]
        var edges: [DependencyPicture.Edge]
    }

    public static func render(_ picture: DependencyPicture) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Document(name: picture.name, nodes: picture.nodes, edges: picture.edges))
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
