"""annotations"""
