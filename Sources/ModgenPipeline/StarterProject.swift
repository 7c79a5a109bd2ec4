import Foundation
import ModgenScaffolding

/// `init`: a commented starter spec in a folder, never over an existing one.
public enum StarterProject {
    /// Writes `<folder>/modules.yml` for an app called `name`; returns its path.
    public static func writeSpec(name: String, in folder: String, templateSet: String?) throws(PipelineFailure) -> String {
        let specPath = URL(fileURLWithPath: folder).appendingPathComponent("modules.yml").relativePath
        guard !FileManager.default.fileExists(atPath: specPath) else {
            throw PipelineFailure(path: specPath, "a spec is already there; init never overwrites it (edit it and run modgen generate)")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(StarterSpec.text(name: name, templateSet: templateSet).utf8)
                .write(to: URL(fileURLWithPath: specPath), options: .withoutOverwriting)
        } catch {
            throw PipelineFailure(path: specPath, "cannot write the spec: \(error.localizedDescription)")
        }
        return specPath
    }
}
