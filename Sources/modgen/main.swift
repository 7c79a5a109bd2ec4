import ModgenCLI

ModgenMain.run()
