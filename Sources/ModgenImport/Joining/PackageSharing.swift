import ModgenSpec

/// A package of several modules (`NEHelper` holding `VPNShared` and `VPNCrypto`) imported as
/// one host and its guests (`package: NEHelper`): the host is the module named like the
/// package's folder (its SwiftPM identity), else the first by name. Apps and binaries keep a
/// package of their own, since the spec gives them no guests and no host.
enum PackageSharing {
    static func apply(to modules: inout [ImportedModule], unexpressible: inout [String]) {
        var byManifest: [String: [Int]] = [:]
        for index in modules.indices { byManifest[modules[index].manifestPath, default: []].append(index) }
        for (manifest, members) in byManifest where members.count > 1 {
            let eligible = members.filter { ![.app, .binary].contains(modules[$0].kind) }
            let folderName = modules[members[0]].directory.split(separator: "/").last.map(String.init) ?? ""
            guard let host = eligible.first(where: { modules[$0].name == folderName }) ?? eligible.min(by: { modules[$0].name < modules[$1].name }) else { continue }
            for index in members where index != host {
                guard eligible.contains(index) else {
                    unexpressible.append("\(manifest): \(modules[index].kind.rawValue) module '\(modules[index].name)': the spec gives it a package of its own")
                    continue
                }
                modules[index].packageHost = modules[host].name
            }
            if modules[host].name != folderName {
                unexpressible.append("\(manifest): the package's folder '\(folderName)' names none of its modules; its identity becomes '\(modules[host].name)'")
            }
        }
    }
}
