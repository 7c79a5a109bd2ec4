/// The commented `modules.yml` that `modgen init NAME` writes: an app, two features (each with
/// its generated interface), a deps module and two core modules. `generatesReadme: false`
/// (a README is already there, the person's) writes `readme: false`, so modgen leaves it be.
package enum StarterSpec {
    package static func text(name: String, templateSet: String?, generatesReadme: Bool = true) -> String {
        let templateSetLine = templateSet.map { "\n  templateSet: \($0)                 # stub templates for every module (default, mvvm, clean)" } ?? ""
        let readmeLine = generatesReadme ? "" : "\n  readme: false                       # README.md was here before modgen: it stays yours"
        return """
        # modules.yml — the spec modgen generates this repository from.
        # Edit it, then run `modgen generate`. `modgen validate` checks it; `modgen add` scaffolds into it.
        name: \(name)

        options:
          swiftToolsVersion: "5.9"            # of the generated Package.swift files
          platforms: { iOS: "16.0", macOS: "13.0" }
          packagesDir: Packages               # one package per module, grouped by kind\(templateSetLine)\(readmeLine)

        modules:
          # The composition root: creates the features and hands them their dependencies.
          \(name)App:
            type: app
            dependencies: [Home, Profile, \(name)Deps]

          # Features depend on interfaces and core only. Each feature X also gets XInterface.
          Home:
            type: feature
            dependencies: [DesignSystem, ProfileInterface]   # another feature, through its interface
            example: true                                     # HomeExample runs Home alone
          Profile:
            type: feature
            dependencies: [DesignSystem, Networking]

          # Deps implement what features need (their XDependencies protocols).
          \(name)Deps:
            type: deps
            serves: [Home, Profile]
            dependencies: [Networking]

          # Core: infrastructure free of app logic.
          Networking:
            type: core
          DesignSystem:
            type: core

        """
    }
}
